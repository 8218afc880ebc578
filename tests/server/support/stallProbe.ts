/**
 * How long a cheap request waits while something else runs: `{ __typename }` (no sign-in, no
 * database) every `everyMs`, from a thread of its own (whatever the test's own thread does to send
 * hostile traffic cannot delay it), each timed from when it was due.
 */
import { Worker } from 'node:worker_threads';

const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, everyMs, settleMs } = workerData;
const body = JSON.stringify({ query: '{ __typename }' });
let stoppedAt;
parentPort.on('message', () => (stoppedAt = performance.now()));
async function cheap(due) {
  const response = await fetch(url + '/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  await response.arrayBuffer();
  if (!response.ok) throw new Error('the cheap request was answered ' + response.status);
  return performance.now() - due;
}
(async () => {
  const started = performance.now();
  const waits = [];
  for (let i = 0; ; i += 1) {
    const due = started + i * everyMs;
    if (stoppedAt !== undefined && due > stoppedAt + settleMs) break;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    waits.push(cheap(due));
  }
  const all = await Promise.all(waits);
  parentPort.postMessage({ slowestMs: Math.max(...all), requests: all.length });
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

export interface ProbeResult {
  slowestMs: number;
  requests: number;
}

/** The slowest of the cheap requests due while `during` ran (and `settleMs` after it). */
export async function slowestCheapRequest(
  url: string,
  during: () => Promise<unknown>,
  { everyMs = 100, settleMs = 300 } = {},
): Promise<ProbeResult> {
  const worker = new Worker(PROBE, { eval: true, workerData: { url, everyMs, settleMs } });
  const result = new Promise<ProbeResult>((resolve, reject) => {
    worker.once('message', (message: ProbeResult | { error: string }) =>
      'error' in message ? reject(new Error(message.error)) : resolve(message),
    );
    worker.once('error', reject);
  });
  const ran = during().then(
    () => undefined,
    (error: unknown) => ({ error }),
  );
  const failed = await ran;
  worker.postMessage('stop');
  try {
    const probed = await result;
    if (failed) throw failed.error;
    return probed;
  } finally {
    await worker.terminate();
  }
}
