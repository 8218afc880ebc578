/** `npm run bench:screens`: the loading figures alone (screensBench.ts). Needs `npm run build`. */
import { startApp } from '../support/app';
import { measureScreens } from './screensBench';

const app = await startApp({ timeoutMs: 120_000 });
try {
  await measureScreens(app);
} finally {
  await app.destroy();
}
