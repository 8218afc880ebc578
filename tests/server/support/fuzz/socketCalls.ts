/**
 * Sessions of the graphql-ws socket on /graphql: a connection_init (the actor's token, none, or
 * junk), then frames that break the protocol (no JSON, unknown types, subscribing before
 * initialising, a second init, ids missing or taken), subscriptions that are not the socket's
 * (queries, mutations, unknown fields), `orderEvents` with a restaurant that is no uuid or
 * another admin's, junk variables, deep nesting and large frames.
 */
import { ACTORS, type SocketCall } from './calls';
import type { IdPool } from './idPool';
import { hugeString, nested, withLoneSurrogate } from './junkValues';
import type { Random } from './random';

const ORDER_EVENTS =
  'subscription ($restaurantId: ID!) { orderEvents(restaurantId: $restaurantId) { kind orderId restaurantId number } }';

const init = (payload: unknown) => JSON.stringify({ type: 'connection_init', payload });
const subscribe = (id: unknown, payload: unknown) => JSON.stringify({ type: 'subscribe', id, payload });

function initFrame(random: Random): { frame: string; note: string } {
  const choices: [string, unknown][] = [
    ['the token', { authorization: 'JWT $TOKEN' }],
    ['the token', { authorization: 'JWT $TOKEN', locale: random.pick(['id', 'en', 'xx', 5]) }],
    ['the token bare', { authorization: '$TOKEN' }],
    ['no payload', undefined],
    [
      'a junk payload',
      random.pick([
        'x',
        5,
        [],
        null,
        { authorization: 5 },
        { authorization: 'JWT a.b.c' },
        { authorization: `JWT ${'a'.repeat(10_000)}` },
      ]),
    ],
  ];
  // Mostly the token as the app sends it: a socket that is let in meets the rest of the frames.
  const [note, payload] = random.chance(0.6) ? choices[0] : random.pick(choices);
  return { frame: init(payload), note: `init with ${note}` };
}

function junkFrames(random: Random, ids: IdPool): { frames: (string | Buffer)[]; note: string } {
  const restaurant = () => ids.idFor(random, 'restaurantId');
  const choices: (() => { frames: (string | Buffer)[]; note: string })[] = [
    () => ({
      frames: [subscribe('1', { query: ORDER_EVENTS, variables: { restaurantId: restaurant() } })],
      note: 'orderEvents of a real restaurant',
    }),
    () => {
      const value = random.pick<unknown>([
        '',
        'x',
        '1',
        null,
        5,
        [],
        {},
        random.uuid(),
        withLoneSurrogate(random, 'x'),
        hugeString(random),
        nested(random, 'x', 500),
      ]);
      return {
        frames: [subscribe('1', { query: ORDER_EVENTS, variables: { restaurantId: value } })],
        note: 'orderEvents of a junk restaurant id',
      };
    },
    () => ({
      frames: [
        subscribe('1', {
          query: random.pick([
            '{ realtime }',
            '{ me { id } }',
            'mutation { logout }',
            'subscription { nope }',
            'subscription { orderEvents { kind } }',
            '{',
            '',
            'subscription A { orderEvents(restaurantId: "x") { kind } } subscription B { orderEvents(restaurantId: "y") { kind } }',
          ]),
        }),
      ],
      note: 'a subscription that is not the socket’s',
    }),
    () => ({
      frames: [
        random.pick([
          'hello',
          '{',
          '[]',
          'null',
          '5',
          '{}',
          '{"type":"nope"}',
          '{"type":5}',
          '{"type":"next","id":"1","payload":{}}',
          '{"type":"connection_ack"}',
        ]),
      ],
      note: 'a frame that is no message',
    }),
    () => ({ frames: [Buffer.from(Array.from({ length: 64 }, () => random.int(256)))], note: 'a binary frame' }),
    () => ({ frames: [init({ authorization: 'JWT $TOKEN' })], note: 'a second init' }),
    () => ({
      frames: [
        subscribe(random.pick([undefined, null, 5, '', {}, 'x'.repeat(5000)]), {
          query: ORDER_EVENTS,
          variables: { restaurantId: restaurant() },
        }),
      ],
      note: 'a junk subscription id',
    }),
    () => ({
      frames: [
        subscribe('1', { query: ORDER_EVENTS, variables: { restaurantId: restaurant() } }),
        subscribe('1', { query: ORDER_EVENTS, variables: { restaurantId: restaurant() } }),
      ],
      note: 'a subscription id taken',
    }),
    () => ({
      frames: [
        subscribe(
          '1',
          random.pick([
            null,
            'x',
            5,
            [],
            { query: 5 },
            { query: ORDER_EVENTS, variables: 'x' },
            { query: ORDER_EVENTS, extensions: 5 },
            { query: ORDER_EVENTS, operationName: 5 },
          ]),
        ),
      ],
      note: 'a junk subscribe payload',
    }),
    () => ({
      frames: [JSON.stringify({ type: 'complete', id: random.pick(['9', 5, null, undefined]) })],
      note: 'completing what does not exist',
    }),
    () => {
      const n = random.pick([20, 200]);
      return {
        frames: Array.from({ length: n }, (_, i) =>
          subscribe(String(i), { query: ORDER_EVENTS, variables: { restaurantId: restaurant() } }),
        ),
        note: `${n} subscriptions`,
      };
    },
    () => ({
      frames: [subscribe('1', { query: ORDER_EVENTS, variables: nested(random, 1, 3000) })],
      note: 'variables nested 3000 deep',
    }),
    () => ({
      frames: [
        subscribe('1', {
          query: ORDER_EVENTS,
          variables: { restaurantId: restaurant(), pad: 'x'.repeat(random.pick([100_000, 1_200_000])) },
        }),
      ],
      note: 'a large frame',
    }),
  ];
  return random.pick(choices)();
}

export function socketCall(random: Random, ids: IdPool): SocketCall {
  // Only a super admin's socket is let in (an ADMIN has no order histories): most sessions are its.
  const actor = random.chance(0.6) ? 'SUPERADMIN' : random.pick(ACTORS);
  const protocol = random.chance(0.9) ? 'graphql-transport-ws' : random.pick([undefined, 'graphql-ws', 'nope']);
  const notes = [`protocol ${protocol ?? '(none)'}`];
  const frames: (string | Buffer)[] = [];
  let init: string | undefined;
  if (random.chance(0.9)) {
    const { frame, note } = initFrame(random);
    init = frame;
    notes.push(note);
  } else notes.push('no init');
  const rounds = random.pick([1, 1, 2, 3]);
  for (let i = 0; i < rounds; i += 1) {
    const junk = junkFrames(random, ids);
    frames.push(...junk.frames);
    notes.push(junk.note);
  }
  return { kind: 'socket', target: 'socket', notes, actor, protocol, init, frames };
}
