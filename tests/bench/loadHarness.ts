/**
 * The client side of `npm run bench:load`: sessions that each sign in, then loop three list reads
 * and one save until the run's time is up, as admins working in the back office do. Each session
 * holds one keep-alive connection (node:http, no fetch: the client shares the machine with the
 * server it measures and must cost it little), and sends its own X-Forwarded-For, so that the
 * sign-in limits count every session as a client of its own.
 */
import http from 'node:http';
import { loadAverage, percentile } from './figures';

export const KINDS = ['sign-in', 'read', 'save'] as const;
export type Kind = (typeof KINDS)[number];

export interface GraphQLCall {
  query: string;
  variables: Record<string, unknown>;
}

/** What the sessions send to one server: the same mix, in that server's own schema. */
export interface Workload {
  signIn(session: number): GraphQLCall;
  read(): GraphQLCall;
  /** The `n`th save of a session, of the restaurant its sign-in answered with. */
  save(restaurantId: string, n: number): GraphQLCall;
}

export interface RunFigures {
  /** The time the throughput is over: the whole run, or only the loops when the sessions signed in first. */
  seconds: number;
  /** The requests in that time. */
  requests: number;
  failed: number;
  latencies: Record<Kind, number[]>;
  /** Seconds from the start until the last session had signed in. */
  signedInAfter: number;
  /** The machine's load average when the run ended. */
  load: string;
  /** The sessions that signed in in this run, by session (for a later run without sign-ins). */
  signedIn: SignedInSession[];
}

export interface RunOptions {
  sessions: number;
  seconds: number;
  /** Tells the runs against one server apart, so that each signs in from fresh addresses. */
  run: number;
  /**
   * Every session signs in, then all start their loops together and only the loops are timed
   * (a steady state); otherwise each starts as soon as it has signed in, and the run is timed
   * whole (right after a start, sign-ins and reads compete).
   */
  signInFirst: boolean;
  /**
   * Sessions signed in before (against an earlier start of the server, say): no sign-in at all,
   * every loop starts at once and the run is timed from its first request.
   */
  signedIn?: readonly SignedInSession[];
  /** Called as the timed part starts. */
  onTimed?: () => void;
}

interface Answer {
  ok: boolean;
  body: { data?: Record<string, unknown>; errors?: unknown[] };
}

/** A session's sign-in, to be used on another run: its authorization header and its restaurant. */
export interface SignedInSession {
  authorization: string;
  restaurantId: string;
}

interface SignedIn {
  jwtToken: string;
  profile: { restoUuid: string | null };
}

function post(agent: http.Agent, url: URL, headers: Record<string, string>, call: GraphQLCall): Promise<Answer> {
  const body = JSON.stringify(call);
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer['body'];
            resolve({ ok: response.statusCode === 200 && !parsed.errors?.length, body: parsed });
          } catch {
            resolve({ ok: false, body: {} });
          }
        });
        response.on('error', () => resolve({ ok: false, body: {} }));
      },
    );
    request.on('error', () => resolve({ ok: false, body: {} }));
    request.end(body);
  });
}

/** A client address of its own for session `session` of run `run` (in 10/8, a private network). */
const addressOf = (run: number, session: number) => `10.${run % 256}.${Math.floor(session / 256)}.${session % 256}`;

/** The sessions against `baseUrl`: each stops starting requests once the time is up and finishes the one it is in. */
export async function runSessions(baseUrl: string, workload: Workload, options: RunOptions): Promise<RunFigures> {
  const url = new URL('/graphql', baseUrl);
  const latencies: Record<Kind, number[]> = { 'sign-in': [], read: [], save: [] };
  let failed = 0;
  let loops = 0;
  const started = performance.now();
  let signedInAfter = 0;
  const signedInSessions: SignedInSession[] = [];

  const timed = async (kind: Kind, send: () => Promise<Answer>): Promise<Answer> => {
    const sent = performance.now();
    const answer = await send();
    latencies[kind].push(performance.now() - sent);
    if (!answer.ok) failed += 1;
    return answer;
  };

  const signIn = async (index: number, agent: http.Agent, headers: Record<string, string>) => {
    const answer = await timed('sign-in', () => post(agent, url, headers, workload.signIn(index)));
    signedInAfter = (performance.now() - started) / 1000;
    const login = answer.body.data?.login as SignedIn | undefined;
    if (!answer.ok || !login?.profile.restoUuid) return undefined;
    headers.authorization = `JWT ${login.jwtToken}`;
    signedInSessions[index] = { authorization: headers.authorization, restaurantId: login.profile.restoUuid };
    return login.profile.restoUuid;
  };

  const loop = async (agent: http.Agent, headers: Record<string, string>, restaurantId: string, deadline: number) => {
    for (let n = 0; performance.now() < deadline; n += 1) {
      const kind: Kind = n % 4 === 3 ? 'save' : 'read';
      await timed(kind, () =>
        post(agent, url, headers, kind === 'read' ? workload.read() : workload.save(restaurantId, n)),
      );
      loops += 1;
    }
  };

  const sessions = Array.from({ length: options.sessions }, (_, index) => ({
    index,
    agent: new http.Agent({ keepAlive: true, maxSockets: 1 }),
    headers: { 'x-forwarded-for': addressOf(options.run, index) } as Record<string, string>,
  }));
  let timedFrom = started;
  try {
    if (options.signedIn) {
      options.onTimed?.();
      const deadline = started + options.seconds * 1000;
      const given = options.signedIn;
      await Promise.all(
        sessions.map(
          ({ agent, headers }, i) =>
            given[i] &&
            loop(agent, { ...headers, authorization: given[i].authorization }, given[i].restaurantId, deadline),
        ),
      );
    } else if (options.signInFirst) {
      const restaurants = await Promise.all(sessions.map(({ index, agent, headers }) => signIn(index, agent, headers)));
      timedFrom = performance.now();
      options.onTimed?.();
      const deadline = timedFrom + options.seconds * 1000;
      await Promise.all(
        sessions.map(({ agent, headers }, i) => restaurants[i] && loop(agent, headers, restaurants[i], deadline)),
      );
    } else {
      options.onTimed?.();
      const deadline = started + options.seconds * 1000;
      await Promise.all(
        sessions.map(async ({ index, agent, headers }) => {
          const restaurantId = await signIn(index, agent, headers);
          if (restaurantId) await loop(agent, headers, restaurantId, deadline);
        }),
      );
    }
  } finally {
    for (const { agent } of sessions) agent.destroy();
  }
  const requests = options.signInFirst || options.signedIn ? loops : loops + latencies['sign-in'].length;
  return {
    seconds: (performance.now() - timedFrom) / 1000,
    requests,
    failed,
    latencies,
    signedInAfter,
    load: loadAverage(),
    signedIn: signedInSessions,
  };
}

const ms = (value: number | undefined) =>
  value === undefined ? '–' : value < 10 ? `${value.toFixed(1)} ms` : `${Math.round(value)} ms`;

/** Requests slower than this are counted apart: reads once waited 20 s right after a start. */
export const SLOW_MS = 5000;

/** One line for the run, one per kind: throughput, then p50/p99 of each kind and how many took over SLOW_MS. */
export function describeRun(label: string, figures: RunFigures): string {
  const perSecond = Math.round(figures.requests / figures.seconds);
  const kinds = KINDS.map((kind) => {
    const values = figures.latencies[kind];
    const slow = values.filter((value) => value > SLOW_MS).length;
    return `    ${kind.padEnd(7)} ${String(values.length).padStart(6)} requests, p50 ${ms(percentile(values, 50)).padStart(8)}, p99 ${ms(percentile(values, 99)).padStart(8)}, ${slow} over ${SLOW_MS / 1000} s`;
  });
  const head = `  ${label}: ${perSecond} req/s (${figures.requests} requests over ${figures.seconds.toFixed(1)} s), ${figures.failed} failed, all signed in after ${figures.signedInAfter.toFixed(1)} s [load ${figures.load}]`;
  return [head, ...kinds].join('\n');
}
