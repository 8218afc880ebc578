/** A secret of a local, single-process install: generated once into DATA_DIR (mode 0600) and reused. */
import fs from 'node:fs';
import path from 'node:path';

export function keptInDataDir(dataDir: string, fileName: string, generate: () => string): string {
  const file = path.join(dataDir, fileName);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' fails when the file exists, so two first starts cannot overwrite each other's secret.
    fs.writeFileSync(file, generate(), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file, 'utf8').trim();
}
