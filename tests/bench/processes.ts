/**
 * `npm run bench:processes [-- --sessions N] [--seconds S]`: one server process against two on one
 * PostgreSQL (processesBench.ts; default 200 sessions, 20 s a run).
 */
import { parseArgs } from 'node:util';
import { measureProcesses } from './processesBench';

const { values } = parseArgs({ options: { sessions: { type: 'string' }, seconds: { type: 'string' } } });
await measureProcesses({ sessions: Number(values.sessions ?? 200), seconds: Number(values.seconds ?? 20) });
