/**
 * The WebSocket side of /graphql, bounded before graphql-ws reads a byte of it (graphql-ws runs none of
 * yoga's HTTP limits, docs/architecture.md §8):
 * - at most `perAddress` sockets from one client network, refused with 429 at the upgrade;
 * - messages of at most `maxMessageBytes` (ws refuses a larger frame by its header, 1009, before
 *   receiving it), text only (a binary frame closes the socket, 1003), nested at most MAX_JSON_DEPTH
 *   (4400), so nothing oversized or deep is ever parsed;
 * - a ping every PING_MS; a socket that has not answered by the next one is dropped.
 * graphql-ws's protocol (makeServer) runs on what passes.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { handleProtocols, makeServer, type ServerOptions } from 'graphql-ws';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { nestsDeeperThan } from '../http/boundedJson';
import { clientNetwork } from '../http/clientAddress';

export const SOCKET_LIMITS = {
  /** A subscribe message is a few hundred bytes; connection_init carries a token of about 300. */
  maxMessageBytes: 16 * 1024,
  /** Sockets one client network may hold (an office of super admins, each with a few order histories open). */
  perAddress: 20,
  /** Sockets one user may hold at once, whatever its devices. */
  perUser: 5,
} as const;

export const CLOSE_BAD_MESSAGE = 4400;
const PING_MS = 12_000;

/** What every socket carries into graphql-ws's hooks. */
export interface SocketExtra {
  socket: WebSocket;
  request: IncomingMessage;
}

type Options<P, E> = ServerOptions<P extends Record<string, unknown> ? P : Record<string, unknown>, E & SocketExtra>;

function refuseUpgrade(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\nRetry-After: 10\r\n\r\n`);
}

/** Keeps the socket alive with pings; one that misses a pong is terminated at the next. */
function keepAlive(socket: WebSocket): () => void {
  let answered = true;
  socket.on('pong', () => (answered = true));
  const timer = setInterval(() => {
    if (!answered) return void socket.terminate();
    answered = false;
    socket.ping();
  }, PING_MS);
  timer.unref();
  return () => clearInterval(timer);
}

export function serveLiveSocket<P, E>(
  server: Server,
  path: string,
  options: Options<P, E>,
  addressOf: (req: IncomingMessage) => string,
): { close(): Promise<void> } {
  const protocol = makeServer(options);
  const sockets = new WebSocketServer({
    noServer: true,
    maxPayload: SOCKET_LIMITS.maxMessageBytes,
    perMessageDeflate: false,
    handleProtocols,
  });
  const byNetwork = new Map<string, number>();

  server.on('upgrade', (req: IncomingMessage, raw: Duplex, head: Buffer) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== path) return refuseUpgrade(raw, '404 Not Found');
    const network = clientNetwork(addressOf(req));
    const held = byNetwork.get(network) ?? 0;
    if (held >= SOCKET_LIMITS.perAddress) return refuseUpgrade(raw, '429 Too Many Requests');
    byNetwork.set(network, held + 1);
    raw.once('close', () => {
      const left = (byNetwork.get(network) ?? 1) - 1;
      if (left > 0) byNetwork.set(network, left);
      else byNetwork.delete(network);
    });
    sockets.handleUpgrade(req, raw, head, (socket) => sockets.emit('connection', socket, req));
  });

  sockets.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    socket.on('error', () => socket.terminate());
    const stopPings = keepAlive(socket);
    const closed = protocol.opened(
      {
        protocol: socket.protocol,
        send: (data) =>
          new Promise<void>((resolve) => {
            if (socket.readyState !== socket.OPEN) return resolve();
            socket.send(data, () => resolve()); // a failed send closes the socket: its close ends the rest
          }),
        close: (code, reason) => socket.close(code, reason),
        onMessage: (receive) =>
          socket.on('message', (data: RawData, isBinary: boolean) => {
            if (isBinary) return socket.close(1003, 'Text messages only');
            const text = data.toString();
            if (nestsDeeperThan(text)) return socket.close(CLOSE_BAD_MESSAGE, 'Invalid message');
            // The protocol throws at a message it does not take from a client (a server's own type, say).
            receive(text).catch(() => socket.close(CLOSE_BAD_MESSAGE, 'Invalid message'));
          }),
      },
      { socket, request } as E & SocketExtra,
    );
    socket.once('close', (code: number, reason: Buffer) => {
      stopPings();
      void closed(code, reason.toString());
    });
  });

  return {
    async close() {
      for (const socket of sockets.clients) socket.close(1001, 'Going away');
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
    },
  };
}
