/**
 * A built app of two files for the fuzzed server to serve, so that the paths beside the API meet
 * the file server itself rather than its "not built yet" page (a 503 by design). Removed after
 * the test file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

export function tinyBuiltApp(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'restoboard-fuzz-app-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Restoboard</title><script type="module" src="/assets/app-fuzz.js"></script></head></html>',
  );
  // Over the size the server compresses from.
  fs.writeFileSync(path.join(dir, 'assets', 'app-fuzz.js'), 'console.log("restoboard");\n'.repeat(100));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}
