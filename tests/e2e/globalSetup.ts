/**
 * One seeded data folder for the whole browser run: the real server builds it once (database,
 * migrations, demo data and its images, as `npm start` does), and each test file serves a copy
 * (tests/support/seededData.ts). Building one costs ~10 s of a core; copying one, a fraction of one.
 * The browser is made ready here too, before the files launch it side by side.
 */
import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { newDataDir, startApp } from '../support/app';
import { prepareBrowser } from '../support/browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR the server has seeded and closed, to copy per test file. */
    seededDataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = newDataDir();
  const [app] = await Promise.all([startApp({ dataDir }), prepareBrowser()]);
  await app.stop();
  project.provide('seededDataDir', dataDir);
  return () => fs.rmSync(dataDir, { recursive: true, force: true });
}
