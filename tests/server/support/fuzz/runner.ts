/**
 * Runs fuzzed calls one at a time against a test server and judges each: its answer (verdict.ts),
 * and, once the server's background work is done, whether it changed the database although it
 * was refused (writeWatch.ts). A call that succeeded may write: the watch moves on from there and
 * the actors' tokens are made again (a valid call may have ended their sessions). Row counts of
 * every table are compared around each batch. Failures are collected, not thrown, so one run
 * tells them all; each failing call is also written whole to `.tmp/fuzz/` for replay.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN, MULTI_ADMIN, SUPERADMIN } from '../demo';
import type { TestServer } from '../testServer';
import type { Actor, Answer, FuzzCall, HttpCall } from './calls';
import { describeFailure } from './report';
import { sendHttp, sendSocket } from './send';
import { problemsOf, reachedResolver, refused } from './verdict';
import type { WriteWatch } from './writeWatch';

const USERS = { ADMIN, MULTI_ADMIN, SUPERADMIN } as const;
/** Calls between two comparisons of every table's row count. */
const BATCH = 250;

export interface PartResult {
  calls: number;
  succeeded: number;
  failures: string[];
  /** The targets at least one call of which got past the schema's checks to the operation itself. */
  reached: Set<string>;
  ms: number;
}

function authorization(call: HttpCall, token: string | undefined): string | undefined {
  if (token === undefined) return undefined;
  return call.tokenScheme === 'raw' ? token : `${call.tokenScheme ?? 'JWT'} ${token}`;
}

const differences = (before: Record<string, number>, after: Record<string, number>) =>
  Object.keys({ ...before, ...after })
    .filter((table) => before[table] !== after[table])
    .map((table) => `${table} ${before[table]} → ${after[table]}`);

function serializable(call: FuzzCall): unknown {
  if (call.kind === 'socket')
    return { ...call, frames: call.frames.map((f) => (typeof f === 'string' ? f : { base64: f.toString('base64') })) };
  return { ...call, body: Buffer.isBuffer(call.body) ? { base64: call.body.toString('base64') } : call.body };
}

export class Fuzzer {
  readonly #tokens = new Map<Actor, string>();
  #writes = 0;

  constructor(
    private readonly server: TestServer,
    private readonly watch: WriteWatch,
    readonly seed: number,
    private readonly database: string,
  ) {}

  /** Takes the database as it is now as the base (and makes the actors' tokens). */
  async start(): Promise<void> {
    await this.refreshTokens();
    this.#writes = await this.watch.writes();
  }

  private async refreshTokens(): Promise<void> {
    for (const [actor, user] of Object.entries(USERS))
      this.#tokens.set(actor as Actor, await this.server.tokenFor(user.id));
  }

  private async send(call: FuzzCall): Promise<{ answer: Answer; problems: string[] }> {
    const token = call.actor === 'anonymous' ? undefined : this.#tokens.get(call.actor);
    try {
      const answer =
        call.kind === 'http'
          ? await sendHttp(this.server.url, call, authorization(call, token))
          : await sendSocket(this.server.url, call, token ?? '');
      return { answer, problems: problemsOf(answer) };
    } catch (error) {
      return {
        answer: { kind: 'http', status: 0, contentType: '', text: String(error) },
        problems: [`no answer (${String(error)})`],
      };
    }
  }

  /** The row writes kept since the last look, once the work the server does after its answers is done. */
  private async newWrites(): Promise<number> {
    await this.server.server.settled();
    const writes = await this.watch.writes();
    const kept = writes - this.#writes;
    this.#writes = writes;
    return kept;
  }

  /** Runs `count` calls made one by one by `make` (so that large bodies are not all held at once). */
  async run(part: string, count: number, make: (index: number) => FuzzCall): Promise<PartResult> {
    const started = Date.now();
    const result: PartResult = { calls: count, succeeded: 0, failures: [], reached: new Set(), ms: 0 };
    const failed: unknown[] = [];
    let counts = await this.watch.rowCounts();
    for (let index = 0; index < count; index += 1) {
      const call = make(index);
      const { answer, problems } = await this.send(call);
      const kept = await this.newWrites();
      if (refused(answer)) {
        if (kept !== 0) problems.push(`refused, yet ${kept} row writes stayed`);
      } else {
        result.succeeded += 1;
        if (kept !== 0) {
          await this.refreshTokens();
          counts = await this.watch.rowCounts();
        }
      }
      if (reachedResolver(answer)) result.reached.add(call.target);
      if (problems.length > 0) {
        result.failures.push(
          describeFailure(`[seed ${this.seed}, ${this.database}, ${part} #${index}]`, call, answer, problems),
        );
        failed.push({ index, problems, call: serializable(call), answer });
      }
      if ((index + 1) % BATCH === 0 || index === count - 1) {
        const now = await this.watch.rowCounts();
        const changed = differences(counts, now);
        if (changed.length > 0)
          result.failures.push(
            `[seed ${this.seed}, ${this.database}, ${part}] row counts changed by calls up to #${index} that no successful call explains: ${changed.join(', ')}`,
          );
        counts = now;
      }
    }
    result.ms = Date.now() - started;
    if (failed.length > 0) this.keep(part, failed);
    return result;
  }

  /** The failing calls whole, for replay by hand. */
  private keep(part: string, failed: unknown[]): void {
    const folder = path.resolve('.tmp/fuzz');
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(
      path.join(folder, `seed-${this.seed}-${this.database}-${part.replace(/\W+/g, '-')}.json`),
      JSON.stringify(failed, null, 1),
    );
  }
}
