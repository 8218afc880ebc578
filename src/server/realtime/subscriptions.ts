/**
 * GraphQL subscriptions over graphql-ws on /graphql (docs/architecture.md §8: graphql-ws runs none of yoga's
 * HTTP plugins). The socket is authenticated once, in `onConnect`, with the same JWT as HTTP
 * (`connectionParams.authorization`: `JWT {token}`); an anonymous or ended session is refused, and
 * a session that ends later (signed out, role changed: at once; expired: within EXPIRY_CHECK_MS) closes the socket.
 * Each subscription declares its access like every operation; tenancy is a condition on the events.
 */
import type { IncomingMessage, Server } from 'node:http';
import {
  getOperationAST,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import type { SubscribePayload } from 'graphql-ws';
import { createSchema } from 'graphql-yoga';
import type { WebSocket } from 'ws';
import { translate, type Locale } from '../../domain';
import type { ViewerResolver } from '../auth/requestViewer';
import type { Viewer } from '../auth/viewer';
import type { TableWrites } from '../db/tableWrites';
import { AppError, invalidInput } from '../graphql/appError';
import { reachOf, reaches } from '../graphql/crud/access';
import { limitRules } from '../graphql/limitRules';
import { malformedTextFields } from '../graphql/wellFormedText';
import { GRAPHQL_PATH, REQUEST_LIMITS } from '../graphql/yoga';
import { CLOSE_BAD_MESSAGE, serveLiveSocket, SOCKET_LIMITS } from './liveSocket';
import type { OrderEvent, OrderEvents } from './orderEvents';

const SDL = `
type Query { "Subscriptions only on this socket." realtime: Boolean }
type OrderEvent { kind: String! orderId: ID! restaurantId: ID! number: Int! }
type Subscription {
  "New and changed orders of a restaurant (order_histories:list within reach)."
  orderEvents(restaurantId: ID!): OrderEvent!
  "The same, for the table orders its staff confirm (qr:list within reach: a restaurant's ADMINs)."
  tableOrderEvents(restaurantId: ID!): OrderEvent!
}
`;

/** The declared access of each subscription (what the HTTP operations declare in operation.ts). */
export const SUBSCRIPTIONS = [
  { name: 'orderEvents', access: { area: 'order_histories', action: 'list' } },
  { name: 'tableOrderEvents', access: { area: 'qr', action: 'list' } },
] as const;
type SubscriptionName = (typeof SUBSCRIPTIONS)[number]['name'];

/**
 * A socket's session is checked again at once when a write may have ended it (users, user_restaurants:
 * a sign-out, a role or restaurant taken away, a deactivation; from another process too, through the
 * database's notices), and every EXPIRY_CHECK_MS besides, for a token that simply expires.
 */
export const EXPIRY_CHECK_MS = 30_000;
const SESSION_TABLES = new Set(['users', 'user_restaurants']);

export const CLOSE_SESSION_ENDED = 4401;
export const CLOSE_FORBIDDEN = 4403;
export const CLOSE_TOO_MANY = 4429;

interface SocketContext {
  viewer: Viewer;
  authorization: string;
  locale: Locale;
}

/** What the live sockets hold now, for tests to wait on (a subscription in place, a socket's close seen). */
export interface LiveCounts {
  /** Signed-in sockets. */
  sockets(): number;
  /** Subscriptions listening for events. */
  subscriptions(): number;
}

/** Events of one restaurant, as an async iterator that stops listening when the subscription ends. */
function eventsOf(
  events: OrderEvents,
  name: SubscriptionName,
  restaurantId: string,
  counted: { listening: number },
): AsyncIterableIterator<Partial<Record<SubscriptionName, OrderEvent>>> {
  const queue: OrderEvent[] = [];
  let wake: (() => void) | undefined;
  let done = false;
  counted.listening += 1;
  const stop = events.listen((event) => {
    if (event.restaurantId !== restaurantId) return;
    queue.push(event);
    wake?.();
  });
  const finish = async () => {
    if (!done) counted.listening -= 1;
    done = true;
    stop();
    wake?.();
    return { done: true as const, value: undefined };
  };
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      while (!done && queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      if (done) return { done: true, value: undefined };
      return { done: false, value: { [name]: queue.shift() as OrderEvent } };
    },
    return: finish,
    throw: finish,
  };
}

function refusal(error: AppError, locale: Locale): GraphQLError {
  return new GraphQLError(translate(locale, error.ref.key, error.ref.params), {
    extensions: { code: error.code, messageKey: error.ref.key },
  });
}

/** The subscription's document, parsed and validated under the HTTP request limits, or why it is refused. */
function checkedDocument(
  schema: GraphQLSchema,
  payload: SubscribePayload,
): { document: DocumentNode } | { refused: GraphQLError } {
  let document: DocumentNode;
  try {
    document = parse(payload.query, { maxTokens: REQUEST_LIMITS.maxTokens });
  } catch (error) {
    return { refused: error instanceof GraphQLError ? error : new GraphQLError('Syntax error.') };
  }
  try {
    const [invalid] = validate(schema, document, [...specifiedRules, ...limitRules()]);
    if (invalid) return { refused: invalid };
  } catch (error) {
    // graphql-armor's rules throw what they refuse
    return { refused: error instanceof GraphQLError ? error : new GraphQLError('Invalid document.') };
  }
  if (getOperationAST(document, payload.operationName)?.operation !== 'subscription')
    return { refused: new GraphQLError('Only subscriptions are served on this socket.') };
  return { document };
}

/** Whether the viewer may hold any subscription at all (an ADMIN's are its restaurants' table orders). */
function maySubscribe(viewer: Viewer): boolean {
  return SUBSCRIPTIONS.some(({ access }) => {
    try {
      reachOf(viewer, access.area, access.action, true);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * Serves the subscriptions on /graphql's WebSocket (liveSocket.ts bounds the socket and its messages).
 * A socket is for signed-in viewers who may subscribe to something, at most SOCKET_LIMITS.perUser per
 * user: anyone else is closed when it says who it is (4403, 4429). A subscription is parsed and
 * validated under the same limits as an HTTP request; whatever is refused (an invalid or oversized
 * document, an operation that is not a subscription, a restaurant out of reach) is answered, then
 * closes the socket (4400, 4403): a well-behaved page never sends it.
 */
export function attachSubscriptions(
  server: Server,
  {
    viewerOf,
    events,
    tableWrites,
    addressOf,
  }: {
    viewerOf: ViewerResolver;
    events: OrderEvents;
    tableWrites: TableWrites;
    addressOf: (req: IncomingMessage) => string;
  },
): LiveCounts & { close(): Promise<void> } {
  const counted = { listening: 0 };
  const subscription = ({ name, access }: (typeof SUBSCRIPTIONS)[number]) => ({
    subscribe: (_root: unknown, args: { restaurantId: string }, context: SocketContext) => {
      try {
        const reach = reachOf(context.viewer, access.area, access.action, true);
        if (!reaches(reach, args.restaurantId))
          throw new AppError('NOT_FOUND', { key: 'errors.notFound', params: { obj: 'Restaurant' } });
      } catch (error) {
        if (error instanceof AppError) throw refusal(error, context.locale);
        throw error;
      }
      return eventsOf(events, name, args.restaurantId, counted);
    },
  });
  const schema = createSchema<SocketContext>({
    typeDefs: SDL,
    resolvers: {
      Subscription: Object.fromEntries(SUBSCRIPTIONS.map((declared) => [declared.name, subscription(declared)])),
    },
  });
  /** The open sockets' sessions. */
  const sessions = new Map<WebSocket, string>();
  const checkSessions = async () => {
    await Promise.all(
      [...sessions].map(async ([socket, authorization]) => {
        if (!(await viewerOf(authorization))) socket.close(CLOSE_SESSION_ENDED, 'Session ended');
      }),
    );
  };
  // A burst of writes checks once: after the writes of this turn, each socket once.
  let checkQueued = false;
  const stopWatching = tableWrites.subscribe((table) => {
    if (!SESSION_TABLES.has(table) || checkQueued) return;
    checkQueued = true;
    setImmediate(() => {
      checkQueued = false;
      void checkSessions();
    });
  });
  const expiries = setInterval(() => void checkSessions(), EXPIRY_CHECK_MS);
  expiries.unref();
  const byUser = new Map<string, number>();
  /**
   * Closes the socket once the refusal now being sent has gone (it is queued before this runs): 4403 for what is out of
   * reach, else 4400.
   */
  const closeAfterRefusal = (socket: WebSocket, errors: readonly { extensions?: Record<string, unknown> }[]) => {
    const outOfReach = errors.some((error) => ['FORBIDDEN', 'NOT_FOUND'].includes(String(error.extensions?.code)));
    setImmediate(() => socket.close(outOfReach ? CLOSE_FORBIDDEN : CLOSE_BAD_MESSAGE, 'Refused'));
  };

  const live = serveLiveSocket<Record<string, unknown>, { context?: SocketContext }>(
    server,
    GRAPHQL_PATH,
    {
      schema,
      onConnect: async (ctx) => {
        const authorization =
          typeof ctx.connectionParams?.authorization === 'string' ? ctx.connectionParams.authorization : '';
        const viewer = await viewerOf(authorization);
        // Anonymous, an ended session, or nothing to subscribe to: 4403.
        if (!viewer || !maySubscribe(viewer)) return false;
        const held = byUser.get(viewer.id) ?? 0;
        if (held >= SOCKET_LIMITS.perUser) {
          ctx.extra.socket.close(CLOSE_TOO_MANY, 'Too many sockets');
          return false;
        }
        byUser.set(viewer.id, held + 1);
        const locale: Locale = ctx.connectionParams?.locale === 'id' ? 'id' : 'en';
        ctx.extra.context = { viewer, authorization, locale };
        sessions.set(ctx.extra.socket, authorization);
        return true;
      },
      onSubscribe: (ctx, _id, payload) => {
        const context = ctx.extra.context as SocketContext;
        const malformed = malformedTextFields(payload.variables ?? {}, 'variables');
        if (malformed.size > 0)
          return [
            refusal(
              invalidInput(
                Object.fromEntries([...malformed].map((field) => [field, { key: 'validation.malformedText' }])),
              ),
              context.locale,
            ),
          ];
        const checked = checkedDocument(schema, payload);
        if ('refused' in checked) return [checked.refused];
        return {
          schema,
          document: checked.document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: context,
        };
      },
      onError: (ctx, _id, _payload, errors) => closeAfterRefusal(ctx.extra.socket, errors),
      // A subscription refused as it starts (out of reach, variables that do not fit) comes as a result with errors.
      onNext: (ctx, _id, _payload, _args, result) => {
        if (result.errors?.length) closeAfterRefusal(ctx.extra.socket, result.errors);
      },
      onClose: (ctx) => {
        sessions.delete(ctx.extra.socket);
        const viewer = ctx.extra.context?.viewer;
        if (!viewer) return;
        const left = (byUser.get(viewer.id) ?? 1) - 1;
        if (left > 0) byUser.set(viewer.id, left);
        else byUser.delete(viewer.id);
      },
    },
    addressOf,
  );
  return {
    sockets: () => sessions.size,
    subscriptions: () => counted.listening,
    async close() {
      clearInterval(expiries);
      stopWatching();
      await live.close();
    },
  };
}
