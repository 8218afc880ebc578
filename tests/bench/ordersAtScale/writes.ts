/**
 * Writes among the orders already there: placeOrder's throughput and answer time with eight guests ordering at once
 * for ten seconds (each order from an address of its own, told by X-Forwarded-For to a server started with
 * TRUST_PROXY=loopback, so the per-address limit does not count), and an order placed → seen by a subscribed client.
 */
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { RunningApp } from '../../support/app';
import { graphql } from '../../support/graphql';
import { percentile } from '../figures';
import { MENU, OPEN_ALWAYS } from './restaurants';
import { figure, timings, type Figure } from './figure';

const GUESTS = 8;
const SECONDS = 10;
const LIVE_TARGET_MS = 100;
const PLACE = 'mutation ($data: PlaceOrderInput!) { placeOrder(data: $data) { number } }';
const ORDER = {
  restaurantSlug: OPEN_ALWAYS.slug,
  orderType: 'TAKE_AWAY',
  paymentMethod: 'CASH',
  items: [{ menuId: MENU, quantity: 1 }],
};

async function throughput(app: RunningApp): Promise<Figure[]> {
  let sent = 0;
  const times: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  const guest = async () => {
    while (performance.now() < until) {
      sent += 1;
      const address = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
      const started = performance.now();
      const response = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ query: PLACE, variables: { data: ORDER } }),
      });
      const answer = (await response.json()) as { errors?: { message: string }[] };
      if (answer.errors) throw new Error(`placeOrder: ${answer.errors[0].message}`);
      times.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: GUESTS }, guest));
  const perSecond = times.length / ((performance.now() - started) / 1000);
  return [
    figure(`placeOrder, ${GUESTS} guests at once for ${SECONDS} s`, `${perSecond.toFixed(0)} orders/s`),
    figure(
      'placeOrder answer time',
      `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
    ),
  ];
}

async function live(app: RunningApp, token: string): Promise<Figure> {
  const client = createClient({
    url: `${app.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `JWT ${token}` },
  });
  const seen = new Map<number, number>();
  client.subscribe<{ orderEvents: { number: number } }>(
    {
      query: 'subscription ($id: ID!) { orderEvents(restaurantId: $id) { number } }',
      variables: { id: OPEN_ALWAYS.id },
    },
    {
      next: ({ data }) => data && seen.set(data.orderEvents.number, performance.now()),
      error: () => undefined,
      complete: () => undefined,
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  const times: number[] = [];
  // 25 orders from the bench's own address: well under the per-address limit.
  for (let i = 0; i < 25; i += 1) {
    const started = performance.now();
    const { placeOrder } = await graphql<{ placeOrder: { number: number } }>(app.url, PLACE, { data: ORDER });
    while (!seen.has(placeOrder.number)) await new Promise((resolve) => setTimeout(resolve, 1));
    times.push((seen.get(placeOrder.number) as number) - started);
  }
  await client.dispose();
  return timings('order placed → seen by a subscriber', times, LIVE_TARGET_MS);
}

export async function writeFigures(app: RunningApp, token: string): Promise<Figure[]> {
  return [...(await throughput(app)), await live(app, token)];
}
