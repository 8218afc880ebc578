/**
 * `npm run media:move`: moves the images a server kept in DATA_DIR/media into the configured
 * storage (PostgreSQL with DATABASE_URL, the bucket with MEDIA_S3_BUCKET), once, when a
 * deployment leaves the folder behind. Safe to run again and while servers run; in any APP_ENV.
 * Prints what it did; leaves the folder.
 */
import fs from 'node:fs';
import { resolveConfig, settingsFromEnv } from '../config';
import { openDatabase } from '../db/openDatabase';
import { reportStartupError } from '../startupError';
import { configuredStorage, mediaFolderOf } from './configuredStorage';
import { moveMediaFolder, type MoveReport } from './moveMediaFolder';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function print(report: MoveReport, where: string): void {
  console.log(
    `Moved ${plural(report.moved, 'file')} into ${where}; ${plural(report.present, 'was', 'were')} there already.`,
  );
  if (report.skipped.length)
    console.log(
      `Skipped ${plural(report.skipped.length, 'entry', 'entries')} that ${report.skipped.length === 1 ? 'is' : 'are'} no image file: ${report.skipped.join(', ')}`,
    );
  for (const { fileName, why } of report.refused) console.log(`Not moved: ${fileName}: ${why}`);
}

async function main(): Promise<void> {
  const config = resolveConfig(settingsFromEnv(process.env));
  const folder = mediaFolderOf(config.dataDir);
  const target = await configuredStorage(config);
  if (target.kind === 'folder')
    return console.log(
      `Media are kept in ${folder} (neither DATABASE_URL nor MEDIA_S3_BUCKET is set): nothing to move.`,
    );
  if (!fs.existsSync(folder)) return console.log(`There is no ${folder}: nothing to move.`);
  if (target.kind === 'bucket') return print(await moveMediaFolder(folder, target.storage), target.where);
  const database = await openDatabase(config, async () => undefined);
  try {
    print(await moveMediaFolder(folder, target.on(database.db)), target.where);
  } finally {
    await database.close();
  }
}

main().catch(reportStartupError);
