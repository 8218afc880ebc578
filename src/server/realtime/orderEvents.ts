/**
 * Order events (placed, changed) for live order histories. In one process they go from publisher
 * to listeners directly; on PostgreSQL every process hears every process's events through
 * LISTEN/NOTIFY (docs/architecture.md §1 scale-out), its own included, so each is delivered exactly once.
 */
import type { Sql } from 'postgres';

export interface OrderEvent {
  kind: 'PLACED' | 'CHANGED';
  orderId: string;
  restaurantId: string;
  number: number;
}

type Listener = (event: OrderEvent) => void;

export interface OrderEvents {
  publish(event: OrderEvent): Promise<void>;
  listen(listener: Listener): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'restoboard_order_events';

function listeners() {
  const set = new Set<Listener>();
  return {
    listen(listener: Listener) {
      set.add(listener);
      return () => void set.delete(listener);
    },
    emit(event: OrderEvent) {
      for (const listener of set) listener(event);
    },
  };
}

/** One process (PGlite): events stay in memory. */
export function localOrderEvents(): OrderEvents {
  const { listen, emit } = listeners();
  return { listen, publish: async (event) => emit(event), close: async () => undefined };
}

/**
 * Many processes on one PostgreSQL: NOTIFY out, LISTEN in, on the process's notice connection (its owner closes it).
 */
export async function postgresOrderEvents(client: Sql, onError: (error: unknown) => void): Promise<OrderEvents> {
  const { listen, emit } = listeners();
  await client.listen(CHANNEL, (payload) => {
    try {
      emit(JSON.parse(payload) as OrderEvent);
    } catch (error) {
      onError(error);
    }
  });
  return {
    listen,
    publish: async (event) => {
      await client.notify(CHANNEL, JSON.stringify(event));
    },
    close: async () => undefined,
  };
}
