/**
 * A guest page's stream of menu changes (GET /guest-events/{slug}) read as a browser's EventSource reads it: each
 * message's id (the last one given, kept as the browser keeps it) and data, comments skipped. On a connection of its
 * own, so closing it closes the stream.
 */
import http, { type IncomingHttpHeaders } from 'node:http';

export interface GuestEvent {
  id: string | undefined;
  data: string;
}

export interface GuestStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** The events received so far (messages with data). */
  events: GuestEvent[];
  /** The id the stream last gave (the first message gives one without an event), as a browser's lastEventId. */
  lastId(): string | undefined;
  /** Heartbeat comments received. */
  comments(): number;
  /** The server ended the stream (or refused it), or the connection went. */
  ended(): boolean;
  /** The stream ended whole (its last chunk came), not cut off. */
  complete(): boolean;
  /** The body of a refusal. */
  body(): string;
  /** Resolves once `check` holds after a message (at once if it holds now); rejects if the stream ends first. */
  until(check: () => boolean): Promise<void>;
  close(): void;
}

export interface StreamOptions {
  /** The client's address, as the test server takes it from X-Forwarded-For. */
  address?: string;
  /** The version the page shows (`?v=`). */
  version?: string;
  headers?: Record<string, string>;
}

export function openGuestStream(url: string, slug: string, options: StreamOptions = {}): Promise<GuestStream> {
  const query = options.version === undefined ? '' : `?v=${encodeURIComponent(options.version)}`;
  const headers: Record<string, string> = { accept: 'text/event-stream', ...options.headers };
  if (options.address) headers['x-forwarded-for'] = options.address;
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${url}/guest-events/${encodeURIComponent(slug)}${query}`,
      { agent: false, headers },
      (response) => {
        const events: GuestEvent[] = [];
        let lastId: string | undefined;
        let comments = 0;
        let ended = false;
        let text = '';
        let pending = '';
        const waiting = new Set<() => void>();
        const settle = () => waiting.forEach((wake) => wake());
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
          pending += chunk;
          let end: number;
          while ((end = pending.indexOf('\n\n')) >= 0) {
            const block = pending.slice(0, end);
            pending = pending.slice(end + 2);
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) comments += 1;
              else if (line.startsWith('id: ')) lastId = line.slice(4);
              else if (line.startsWith('data: ')) data.push(line.slice(6));
            }
            if (data.length) events.push({ id: lastId, data: data.join('\n') });
          }
          settle();
        });
        const end = () => {
          ended = true;
          settle();
        };
        response.on('close', end);
        response.on('error', end);
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          events,
          lastId: () => lastId,
          comments: () => comments,
          ended: () => ended,
          complete: () => response.complete,
          body: () => text,
          close: () => request.destroy(),
          until: (check) =>
            new Promise<void>((done, fail) => {
              const wake = () => {
                if (check()) done();
                else if (ended) fail(new Error('the guest stream ended first'));
                else return;
                waiting.delete(wake);
              };
              waiting.add(wake);
              wake();
            }),
        });
      },
    );
    request.on('error', reject);
  });
}
