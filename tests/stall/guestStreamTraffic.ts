/**
 * The stall test's pattern for the guest pages' event streams (docs/features.md, "Live guest menus"): a thousand
 * guests keep a menu open, each from an address of its own, while a burst of orders sells out its item; every page
 * is told, and none of it may hold up a cheap request. One burst: each placed order is pushed to the stall test's
 * 1,000 subscribed browsers, and three bursts' 15,000 pushes alone held the embedded database's cheap request 1.4 s
 * (0.5 s with the same traffic and push off); the pushes have a pattern of their own.
 */
import { openGuestStream, type GuestStream } from '../server/support/guestStream';
import { freshAddress, type Target } from './hostileTraffic';

const STREAMS = 1000;
/** Opened 200 at once, as the other patterns send their crowds. */
const WAVE = 200;

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: unknown[];
}

export const GUEST_STREAMS = {
  name: `${STREAMS.toLocaleString('en')} guest menu streams opened in waves of ${WAVE}, from as many addresses, told of a burst of 200 orders selling out the last 5 portions`,
  async send({ url, superadmin, ordering }: Target): Promise<void> {
    const graphql = (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
      fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      }).then((response) => response.json() as Promise<Answer>);
    const stock = (stockLeft: number | null) =>
      graphql(
        'mutation ($id: ID!, $stockLeft: Int) { setMenuStock(id: $id, stockLeft: $stockLeft) { id } }',
        { id: ordering.menuId, stockLeft },
        { authorization: `JWT ${superadmin}` },
      );
    const version = async () =>
      (
        (await graphql('query ($slug: String!) { guestMenu(slug: $slug) { version } }', { slug: ordering.slug })).data
          ?.guestMenu as { version: string }
      ).version;
    const order = {
      restaurantSlug: ordering.slug,
      orderType: 'TAKE_AWAY',
      paymentMethod: 'CASH',
      items: [{ menuId: ordering.menuId, quantity: 1 }],
    };

    const streams: GuestStream[] = [];
    try {
      for (let wave = 0; wave < STREAMS / WAVE; wave += 1)
        streams.push(
          ...(await Promise.all(
            Array.from({ length: WAVE }, () => openGuestStream(url, ordering.slug, { address: freshAddress() })),
          )),
        );
      const refused = streams.filter((stream) => stream.status !== 200).length;
      if (refused > 0) throw new Error(`${refused} of ${STREAMS} guest streams were refused`);
      await stock(5);
      const answers = await Promise.all(
        Array.from({ length: 200 }, () =>
          graphql(
            'mutation ($data: PlaceOrderInput!) { placeOrder(data: $data) { id } }',
            { data: order },
            {
              'x-forwarded-for': freshAddress(),
            },
          ),
        ),
      );
      const placed = answers.filter((answer) => answer.data && !answer.errors).length;
      if (placed !== 5) throw new Error(`${placed} orders were placed for the last 5 portions`);
      // Every page is told of the menu as it is now (sold out): waited for, not timed.
      const now = await version();
      await Promise.all(streams.map((stream) => stream.until(() => stream.lastId() === now)));
    } finally {
      for (const stream of streams) stream.close();
      await stock(null); // the other patterns order it uncounted
    }
  },
};
