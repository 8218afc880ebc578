/**
 * Preloaded into a server process by `npm run bench:load -- --cpu-prof DIR` (Node 20 refuses
 * `--cpu-prof` in NODE_OPTIONS): profiles the whole process with V8's sampling profiler and writes
 * DIR/server-{pid}.cpuprofile when it exits (open it in Chrome's DevTools; cpuProfileTop.ts lists
 * its top self-time functions).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

const dir = process.env.BENCH_CPU_PROFILE_DIR as string;
const session = new Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.setSamplingInterval', { interval: 200 });
session.post('Profiler.start');
// The in-process inspector answers synchronously, so the profile is written before the process ends.
process.on('exit', () => {
  session.post('Profiler.stop', (error, result) => {
    if (!error) writeFileSync(join(dir, `server-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
  });
});
