// Installs the test toolkit (tests/toolkit/package.json) from its lockfile when it is missing or older
// than the lockfile; otherwise does nothing. npm runs it before the type check and the unit suites
// (`pretypecheck`, `pretest:unit` in package.json), so `npm install && npm test` needs no other step.
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = dirname(fileURLToPath(import.meta.url));
const installed = join(dir, 'node_modules', '.package-lock.json');
const upToDate =
  existsSync(installed) && statSync(installed).mtimeMs >= statSync(join(dir, 'package-lock.json')).mtimeMs;
if (!upToDate) {
  const npm = process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath]] : ['npm', []];
  execFileSync(npm[0], [...npm[1], 'ci', '--prefix', dir, '--no-audit', '--no-fund', '--loglevel=error'], {
    stdio: 'inherit',
  });
}
