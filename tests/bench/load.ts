/**
 * `npm run bench:load [-- --sessions N] [--seconds S] [--cpu-prof DIR]`: the load figures of
 * loadBench.ts (default 200 sessions, 20 s a run); `--cpu-prof` writes a V8 CPU profile of the
 * server process into DIR (open it in Chrome's DevTools, or list its top functions with
 * cpuProfileTop.ts).
 */
import { parseArgs } from 'node:util';
import { measureLoad } from './loadBench';

const { values } = parseArgs({
  options: { sessions: { type: 'string' }, seconds: { type: 'string' }, 'cpu-prof': { type: 'string' } },
});
await measureLoad({
  sessions: Number(values.sessions ?? 200),
  seconds: Number(values.seconds ?? 20),
  cpuProfileDir: values['cpu-prof'],
});
