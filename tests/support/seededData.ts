/** A data folder holding the demo data, copied from the one the browser run's global setup seeded. */
import fs from 'node:fs';
import { inject } from 'vitest';
import { newDataDir } from './app';

/** A fresh copy of the seeded data folder; an empty folder where no run seeded one (the server seeds it at start). */
export function seededDataDir(): string {
  const dataDir = newDataDir();
  const template = inject('seededDataDir');
  if (template) fs.cpSync(template, dataDir, { recursive: true });
  return dataDir;
}
