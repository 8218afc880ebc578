/** A scratch copy of the repository for the generator's tests, and commands run in it. */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Runs a command in the scratch copy: its exit status, and its output for the failure message. */
export function run(
  scratch: string,
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = `$ ${command} ${args.join(' ')}\n`;
    const child = spawn(command, args, { cwd: scratch, env });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ status: null, output: `${output}${error.message}` }));
    child.on('close', (status) => resolve({ status, output }));
  });
}

/**
 * The repository's files as they are (committed or not, ignored ones left out), with its node_modules and the test
 * toolkit's.
 */
export function scratchCopy(): string {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'restoboard-new-resource-'));
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  for (const file of listed.stdout.split('\0').filter((name) => name && fs.existsSync(path.join(ROOT, name)))) {
    fs.mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(scratch, file));
  }
  for (const modules of ['node_modules', 'tests/toolkit/node_modules'])
    fs.symlinkSync(path.join(ROOT, modules), path.join(scratch, modules));
  return scratch;
}
