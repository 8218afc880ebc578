/**
 * The guest pages' open event streams (docs/features.md, "Live guest menus"), bounded: at most `total` in the
 * process and `perNetwork` from one client network, a place taken before anything is read for a stream; each
 * stream ended after `lifetimeMs` (the browser opens it again by itself) and dropped when more than
 * `maxBufferedBytes` wait unsent (a client that does not read); a comment every HEARTBEAT_MS keeps proxies from
 * closing a quiet stream. A stop ends them all and refuses new ones (docs/operations.md, "Stopping").
 */
import type { ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface GuestStreamLimits {
  total: number;
  perNetwork: number;
  lifetimeMs: number;
  maxBufferedBytes: number;
}

export const GUEST_STREAM_LIMITS: GuestStreamLimits = {
  /** A stream is a socket and a few objects: far below a process's file descriptors. */
  total: 2_000,
  /** A restaurant's guests share its Wi-Fi (or a carrier's address); past this, their pages work without updates. */
  perNetwork: 100,
  lifetimeMs: 15 * 60_000,
  /** An event is about 40 bytes: this is hundreds of them unread. */
  maxBufferedBytes: 16 * 1024,
};

/** Below the 60 s idle time-outs of common proxies (nginx's default proxy_read_timeout). */
export const HEARTBEAT_MS = 25_000;

/** Why a stream was refused a place. */
export type StreamRefusal = 'stopping' | 'total' | 'network';

interface Stream {
  res: ServerResponse;
  openedAt: number;
}

/** A place held for one stream of a network: opened on a response, or released when the stream does not open. */
export interface StreamPlace {
  /** Whether the stream opened (not when the stop began meanwhile, or the client has gone). */
  open(slug: string, res: ServerResponse, headers: Record<string, string>, first: string): boolean;
  release(): void;
}

export class GuestStreams {
  readonly #bySlug = new Map<string, Set<Stream>>();
  readonly #byNetwork = new Map<string, number>();
  #taken = 0;
  #open = 0;
  #stopping = false;
  #heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly limits: GuestStreamLimits = GUEST_STREAM_LIMITS,
    /** Told when the last stream of a slug has gone. */
    private readonly onUnwatched: (slug: string) => void = () => undefined,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** Streams open now (the metrics' gauge; tests wait on it). */
  get size(): number {
    return this.#open;
  }

  /** The slugs with a stream open. */
  slugs(): string[] {
    return [...this.#bySlug.keys()];
  }

  has(slug: string): boolean {
    return this.#bySlug.has(slug);
  }

  /** A place for a stream from `network`, or why there is none. */
  take(network: string): StreamPlace | StreamRefusal {
    if (this.#stopping) return 'stopping';
    if (this.#taken >= this.limits.total) return 'total';
    const held = this.#byNetwork.get(network) ?? 0;
    if (held >= this.limits.perNetwork) return 'network';
    this.#taken += 1;
    this.#byNetwork.set(network, held + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.#taken -= 1;
      const left = (this.#byNetwork.get(network) ?? 1) - 1;
      if (left > 0) this.#byNetwork.set(network, left);
      else this.#byNetwork.delete(network);
    };
    return {
      release,
      open: (slug, res, headers, first) => {
        if (this.#stopping || res.destroyed) {
          release();
          if (!res.destroyed) res.writeHead(503, { 'Retry-After': '5' }).end();
          return false;
        }
        this.#add(slug, res, release);
        res.writeHead(200, headers);
        this.#write(res, first);
        return true;
      },
    };
  }

  #add(slug: string, res: ServerResponse, release: () => void): void {
    const stream: Stream = { res, openedAt: this.clock() };
    let streams = this.#bySlug.get(slug);
    if (!streams) this.#bySlug.set(slug, (streams = new Set()));
    streams.add(stream);
    this.#open += 1;
    this.#heartbeat ??= setInterval(() => this.#beat(), HEARTBEAT_MS).unref();
    res.once('close', () => {
      this.#open -= 1;
      release();
      streams.delete(stream);
      if (streams.size === 0 && this.#bySlug.get(slug) === streams) {
        this.#bySlug.delete(slug);
        this.onUnwatched(slug);
      }
      if (this.#open > 0) return;
      clearInterval(this.#heartbeat);
      this.#heartbeat = undefined;
    });
  }

  /** Writes `text` to every stream of `slug` (ending them after it with `end`); how many it went to. */
  send(slug: string, text: string, end = false): number {
    const streams = [...(this.#bySlug.get(slug) ?? [])];
    for (const { res } of streams) {
      this.#write(res, text);
      if (end) res.end();
    }
    return streams.length;
  }

  #write(res: ServerResponse, text: string): void {
    if (res.writableEnded || res.destroyed) return;
    res.write(text);
    if (res.writableLength > this.limits.maxBufferedBytes) res.destroy();
  }

  #beat(): void {
    const now = this.clock();
    for (const streams of this.#bySlug.values())
      for (const { res, openedAt } of streams) {
        if (now - openedAt >= this.limits.lifetimeMs) res.end();
        else this.#write(res, ':\n\n');
      }
  }

  /** The stop: no new stream, and every open one ended (the browser reconnects, through the balancer, elsewhere). */
  close(): void {
    this.#stopping = true;
    for (const streams of this.#bySlug.values()) for (const { res } of streams) res.end();
  }
}
