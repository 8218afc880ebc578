/**
 * GET /guest-events/{slug}: an open guest page learns at once that its restaurant's menu changed (docs/features.md,
 * "Live guest menus"). Public and read-only, a server-sent event stream that says `changed`, with the menu's version
 * as the event's id and never its content; the page then reads `guestMenu` again. A page opening it names the
 * version it shows (`?v=`, or the browser's `Last-Event-ID` when it reconnects): another one than the menu's is
 * said at once. Bounded (docs/security.md, "Live guest menus"): a place among the process's and the client
 * network's streams before anything is read, opens counted per client network in the shared
 * limit store, an unknown slug answered 404 with no stream kept.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { slug as slugRule } from '../../domain';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { TableWrites } from '../db/tableWrites';
import { guestMenuOf } from '../graphql/resources/menuSupport/guestMenu';
import { VERSION_PATTERN } from '../graphql/resources/menuSupport/guestMenuVersion';
import { GUEST_MENU_TABLES } from '../graphql/resources/menuSupport/guestRowsCache';
import { clientNetwork } from '../http/clientAddress';
import { methodNotAllowed, sendJsonError } from '../http/jsonError';
import type { CounterStore } from '../limits/counters';
import type { Logger } from '../log';
import type { Metrics } from '../metrics/metrics';
import { GuestStreams, GUEST_STREAM_LIMITS, type GuestStreamLimits, type StreamRefusal } from './guestStreams';
import { MenuWatch } from './menuWatch';

export const GUEST_EVENTS_PATH = '/guest-events/';
export const isGuestEventsPath = (pathname: string): boolean => pathname.startsWith(GUEST_EVENTS_PATH);

/** Streams one client network opens per window (a page reconnecting every lifetime, a crowd on one Wi-Fi). */
export const GUEST_EVENTS_RATE = { opens: 600, windowMs: 10 * 60_000 } as const;
/** How long a browser waits before it opens a dropped stream again (the `retry` field). */
export const RETRY_MS = 5_000;

const changed = (version: string) => `id: ${version}\ndata: changed\n\n`;
const notFound = { key: 'errors.notFound', params: { obj: 'Menu' } };

export interface GuestEventsSources {
  db: Database;
  tableWrites: TableWrites;
  now: () => Date;
  limits: CounterStore;
  metrics?: Metrics;
  log: Logger;
  config: Pick<Config, 'corsOrigins' | 'databaseUrl'>;
  addressOf: (req: IncomingMessage) => string;
  /** Tests' own bounds and pace of looks. */
  streamLimits?: GuestStreamLimits;
  pace?: () => Promise<void>;
}

/** The slug a path names, or undefined when it names none a restaurant could have. */
function slugOf(pathname: string): string | undefined {
  try {
    const slug = decodeURIComponent(pathname.slice(GUEST_EVENTS_PATH.length));
    return slugRule()(slug) === undefined ? slug : undefined;
  } catch {
    return undefined;
  }
}

/** The version the page shows: its browser's Last-Event-ID when it reconnects, else the `v` it opened with. */
function shownVersion(req: IncomingMessage): string | undefined {
  const header = req.headers['last-event-id'];
  const given = typeof header === 'string' ? header : new URL(req.url ?? '/', 'http://localhost').searchParams.get('v');
  return given !== null && VERSION_PATTERN.test(given) ? given : undefined;
}

/** CORS as /graphql gives it: only to the origins of CORS_ORIGINS, never with credentials. */
function corsHeaders(req: IncomingMessage, allowed: ReadonlySet<string>): Record<string, string> {
  const origin = req.headers.origin;
  return origin !== undefined && allowed.has(origin) ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {};
}

const REFUSALS: Record<StreamRefusal, { status: number; retryAfter: number }> = {
  stopping: { status: 503, retryAfter: 5 },
  total: { status: 503, retryAfter: 30 },
  network: { status: 429, retryAfter: 30 },
};

function refuse(req: IncomingMessage, res: ServerResponse, status: number, retryAfter: number): void {
  res.setHeader('Retry-After', String(retryAfter));
  const ref =
    status === 429 ? { key: 'errors.rateLimited', params: { seconds: retryAfter } } : { key: 'errors.somethingWrong' };
  sendJsonError(req, res, { status, code: status === 429 ? 'RATE_LIMITED' : 'UNAVAILABLE', ref });
}

export function createGuestEvents(sources: GuestEventsSources) {
  const { tableWrites, limits, metrics, config, addressOf } = sources;
  const allowedOrigins = new Set(config.corsOrigins);
  const versionOf = async (slug: string) => (await guestMenuOf(sources, slug, sources.now()))?.version ?? null;
  const watch: MenuWatch = new MenuWatch({
    versionOf,
    slugs: () => streams.slugs(),
    // A menu gone (its restaurant deleted or its slug changed): its pages read it again, and their streams end.
    tell: (slug, version) =>
      version === null ? streams.send(slug, 'data: changed\n\n', true) : streams.send(slug, changed(version)),
    concurrency: config.databaseUrl ? 4 : 1,
    pace: sources.pace,
    onError: (error) => sources.log.warn('Guest menus could not be looked at for their open pages', error),
  });
  const streams = new GuestStreams(sources.streamLimits ?? GUEST_STREAM_LIMITS, (slug) => watch.forget(slug));
  const unsubscribe = tableWrites.subscribe((table) => {
    if (GUEST_MENU_TABLES.has(table)) watch.changed();
  });

  async function open(req: IncomingMessage, res: ServerResponse, slug: string): Promise<void> {
    let gone = false;
    res.once('close', () => (gone = true));
    const network = clientNetwork(addressOf(req));
    const place = streams.take(network);
    if (typeof place === 'string') {
      metrics?.limitRefusal(`guestEvents:${place}`);
      return refuse(req, res, REFUSALS[place].status, REFUSALS[place].retryAfter);
    }
    try {
      const attempt = await limits
        .counter('guestEvents', GUEST_EVENTS_RATE.windowMs)
        .take(network, GUEST_EVENTS_RATE.opens);
      if (!attempt.allowed) {
        place.release();
        return refuse(req, res, 429, attempt.retryAfterSeconds);
      }
      const menu = await guestMenuOf(sources, slug, sources.now());
      if (gone) return place.release();
      if (!menu) {
        place.release();
        return sendJsonError(req, res, { status: 404, code: 'NOT_FOUND', ref: notFound });
      }
      const { version } = menu;
      const shown = shownVersion(req);
      watch.opened(slug, version);
      const headers = {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        // nginx passes it on at once rather than buffering it (docs/operations.md, "Deployment").
        'X-Accel-Buffering': 'no',
        ...corsHeaders(req, allowedOrigins),
      };
      const first = `retry: ${RETRY_MS}\n${shown && shown !== version ? changed(version) : `id: ${version}\n\n`}`;
      // Refused after all (the stop began, the client left): a slug no page watches is not kept.
      if (!place.open(slug, res, headers, first) && !streams.has(slug)) watch.forget(slug);
    } catch (error) {
      place.release();
      throw error;
    }
  }

  return {
    /** Answers a request on GUEST_EVENTS_PATH. */
    async handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
      if (req.method === 'OPTIONS') {
        const cors = corsHeaders(req, allowedOrigins);
        const preflight = cors['Access-Control-Allow-Origin']
          ? {
              'Access-Control-Allow-Methods': 'GET',
              'Access-Control-Allow-Headers': 'last-event-id, cache-control',
              'Access-Control-Max-Age': '600',
            }
          : {};
        return void res.writeHead(204, { ...cors, ...preflight }).end();
      }
      if (req.method !== 'GET') return methodNotAllowed(res, 'GET, OPTIONS');
      const slug = slugOf(pathname);
      if (slug === undefined) return sendJsonError(req, res, { status: 404, code: 'NOT_FOUND', ref: notFound });
      return open(req, res, slug);
    },
    /** Streams open now (the metrics' gauge). */
    open: () => streams.size,
    /** Looks the watch has made (tests wait on it). */
    looks: () => watch.looks,
    /** The stop: every stream ends at once, and the watch's look under way finishes before the database closes. */
    close: async () => {
      unsubscribe();
      streams.close();
      await watch.close();
    },
  };
}

export type GuestEvents = ReturnType<typeof createGuestEvents>;
