/** One fuzzed call, as sent and as printed when it fails. */

/** Who makes a call: a demo admin's current token, or none. */
export const ACTORS = ['anonymous', 'ADMIN', 'MULTI_ADMIN', 'SUPERADMIN'] as const;
export type Actor = (typeof ACTORS)[number];

export interface HttpCall {
  kind: 'http';
  /** What is fuzzed, for counts and known patterns: `Mutation.createMenu`, `graphql body`, `media`, … */
  target: string;
  /** What is wrong with it. */
  notes: string[];
  actor: Actor;
  /** How the actor's token is written in Authorization (default `JWT {token}`). */
  tokenScheme?: 'JWT' | 'Bearer' | 'raw';
  method: string;
  /** Path and query string. */
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** A GraphQL call's document and variables, as the report shows them (the body may be junk around them). */
  graphql?: { query: string; variables?: unknown };
}

export interface SocketCall {
  kind: 'socket';
  target: string;
  notes: string[];
  actor: Actor;
  /** The sub-protocol offered (graphql-ws speaks `graphql-transport-ws`). */
  protocol?: string;
  /** The first frame, sent once open; the rest wait for the server's answer to it (an ack, or the socket's end). */
  init?: string;
  /** Frames sent in order after that; the actor's token goes where a frame names `$TOKEN`. */
  frames: (string | Buffer)[];
}

export type FuzzCall = HttpCall | SocketCall;

export interface HttpAnswer {
  kind: 'http';
  status: number;
  contentType: string;
  text: string;
}

export interface SocketAnswer {
  kind: 'socket';
  /** How the server closed the socket (0: still open when the client closed it). */
  closeCode: number;
  closeReason: string;
  received: string[];
  /** The connection failed before it opened (the upgrade was refused): its HTTP status. */
  refusedStatus?: number;
}

export type Answer = HttpAnswer | SocketAnswer;
