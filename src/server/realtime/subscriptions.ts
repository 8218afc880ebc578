/**
 * GraphQL subscriptions over graphql-ws on /graphql (DESIGN §8: graphql-ws runs none of yoga's
 * HTTP plugins). The socket is authenticated once, in `onConnect`, with the same JWT as HTTP
 * (`connectionParams.authorization`: `JWT {token}`); an anonymous or ended session is refused, and
 * a session that ends later (signed out, expired, role changed) closes the socket at the next check.
 * Each subscription declares its access like every operation; tenancy is a condition on the events.
 */
import type { Server } from 'node:http';
import { GraphQLError } from 'graphql';
import { useServer as serveOverWs } from 'graphql-ws/use/ws';
import { createSchema } from 'graphql-yoga';
import { WebSocketServer } from 'ws';
import { translate, type Locale } from '../../domain';
import type { ViewerResolver } from '../auth/requestViewer';
import type { Viewer } from '../auth/viewer';
import { AppError } from '../graphql/appError';
import { reachOf, reaches } from '../graphql/crud/access';
import { GRAPHQL_PATH } from '../graphql/yoga';
import type { OrderEvent, OrderEvents } from './orderEvents';

const SDL = `
type Query { "Subscriptions only on this socket." realtime: Boolean }
type OrderEvent { kind: String! orderId: ID! restaurantId: ID! number: Int! }
type Subscription {
  "New and changed orders of a restaurant (order_histories:list within reach)."
  orderEvents(restaurantId: ID!): OrderEvent!
}
`;

/** The declared access of each subscription (what the HTTP operations declare in operation.ts). */
export const SUBSCRIPTIONS = [{ name: 'orderEvents', access: { area: 'order_histories', action: 'list' } }] as const;

/** How often a socket's session is checked again: an ended session closes it within this time. */
export const SESSION_CHECK_MS = 5_000;

export const CLOSE_SESSION_ENDED = 4401;

interface SocketContext {
  viewer: Viewer;
  authorization: string;
  locale: Locale;
}

/** Events of one restaurant, as an async iterator that stops listening when the subscription ends. */
function eventsOf(events: OrderEvents, restaurantId: string): AsyncIterableIterator<{ orderEvents: OrderEvent }> {
  const queue: OrderEvent[] = [];
  let wake: (() => void) | undefined;
  let done = false;
  const stop = events.listen((event) => {
    if (event.restaurantId !== restaurantId) return;
    queue.push(event);
    wake?.();
  });
  const finish = async () => {
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
      return { done: false, value: { orderEvents: queue.shift() as OrderEvent } };
    },
    return: finish,
    throw: finish,
  };
}

function refusal(error: AppError, locale: Locale): GraphQLError {
  return new GraphQLError(translate(locale, error.ref.key, error.ref.params), { extensions: { code: error.code, messageKey: error.ref.key } });
}

export function attachSubscriptions(server: Server, viewerOf: ViewerResolver, events: OrderEvents): { close(): Promise<void> } {
  const schema = createSchema<SocketContext>({
    typeDefs: SDL,
    resolvers: {
      Subscription: {
        orderEvents: {
          subscribe: (_root: unknown, args: { restaurantId: string }, context: SocketContext) => {
            const [{ access }] = SUBSCRIPTIONS;
            try {
              const reach = reachOf(context.viewer, access.area, access.action, true);
              if (!reaches(reach, args.restaurantId)) throw new AppError('NOT_FOUND', { key: 'errors.notFound', params: { obj: 'Restaurant' } });
            } catch (error) {
              if (error instanceof AppError) throw refusal(error, context.locale);
              throw error;
            }
            return eventsOf(events, args.restaurantId);
          },
        },
      },
    },
  });
  const sockets = new WebSocketServer({ server, path: GRAPHQL_PATH });
  const checks = new Map<object, NodeJS.Timeout>();
  const cleanup = serveOverWs<Record<string, unknown>, { context?: SocketContext }>(
    {
      schema,
      context: (ctx) => ctx.extra.context as SocketContext,
      onConnect: async (ctx) => {
        const authorization = typeof ctx.connectionParams?.authorization === 'string' ? ctx.connectionParams.authorization : '';
        const viewer = await viewerOf(authorization);
        if (!viewer) return false; // anonymous, or an ended or expired session: 4403 Forbidden
        const locale: Locale = ctx.connectionParams?.locale === 'id' ? 'id' : 'en';
        ctx.extra.context = { viewer, authorization, locale };
        const check = setInterval(async () => {
          if (!(await viewerOf(authorization))) ctx.extra.socket.close(CLOSE_SESSION_ENDED, 'Session ended');
        }, SESSION_CHECK_MS);
        check.unref();
        checks.set(ctx.extra.socket, check);
        return true;
      },
      onClose: (ctx) => {
        clearInterval(checks.get(ctx.extra.socket));
        checks.delete(ctx.extra.socket);
      },
    },
    sockets,
  );
  return {
    async close() {
      for (const check of checks.values()) clearInterval(check);
      await cleanup.dispose();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
    },
  };
}
