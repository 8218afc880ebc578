/**
 * The yardstick of `npm run bench:load`: graphql-yoga as it comes, over node:http, with a tiny
 * in-memory schema that answers the bench's mix in the shape the server does (sign-in, an admin's
 * page of its own restaurant with its count, an update of it), and nothing else: no database, no
 * hashing, no limits. Run as a child process (`PORT`); says `listening` once it is.
 */
import http from 'node:http';
import { createSchema, createYoga } from 'graphql-yoga';
import { benchRestaurants } from '../../src/server/db/demoData';
import { BARE_RESTAURANT_FIELDS } from './loadWorkloads';

/** The bench's restaurants (the server's own generator), each with the fields the bare schema shows. */
const restaurants = benchRestaurants(1000).map((restaurant) => ({
  ...restaurant,
  tableCount: 12,
  createdAt: new Date(0).toISOString(),
  updatedAt: new Date(0).toISOString(),
}));
type Restaurant = (typeof restaurants)[number];

interface Context {
  /** The restaurant of the session's token (its index), as an ADMIN of one restaurant sees. */
  own: Restaurant | undefined;
}

const schema = createSchema<Context>({
  typeDefs: `
    type Restaurant { ${BARE_RESTAURANT_FIELDS.split(' ')
      .map((field) => `${field}: ${field === 'tableCount' ? 'Int' : field === 'id' ? 'ID!' : 'String'}`)
      .join(' ')} }
    input RestaurantInput { city: String }
    type ListMetadata { count: Int! }
    type ProfileRestaurant { uuid: ID! name: String! }
    type Profile { role: String! restoUuid: ID restaurants: [ProfileRestaurant!]! }
    type AuthPayload { jwtToken: String! profile: Profile! }
    type Query {
      allRestaurants(page: Int, perPage: Int, sortField: String, sortOrder: String): [Restaurant!]!
      _allRestaurantsMeta(page: Int, perPage: Int, sortField: String, sortOrder: String): ListMetadata!
    }
    type Mutation {
      login(email: String!, password: String!): AuthPayload!
      updateRestaurant(id: ID!, data: RestaurantInput!): Restaurant
    }
  `,
  resolvers: {
    Query: {
      allRestaurants: (_parent, _args, { own }) => (own ? [own] : []),
      _allRestaurantsMeta: (_parent, _args, { own }) => ({ count: own ? 1 : 0 }),
    },
    Mutation: {
      login: (_parent, { email }: { email: string }) => {
        const index = (Number(/(\d+)@/.exec(email)?.[1] ?? 1) - 1 + restaurants.length) % restaurants.length; // bench-admin-000001 is the first's
        const { id, name } = restaurants[index];
        return {
          jwtToken: `bare.${index}`,
          profile: { role: 'ADMIN', restoUuid: id, restaurants: [{ uuid: id, name }] },
        };
      },
      updateRestaurant: (_parent, { id, data }: { id: string; data: { city?: string } }, { own }) => {
        if (!own || own.id !== id) return null;
        Object.assign(own, data, { updatedAt: new Date().toISOString() });
        return own;
      },
    },
  },
});

const yoga = createYoga({
  schema,
  context: ({ request }): Context => ({
    own: restaurants[Number(/^JWT bare\.(\d+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? -1)],
  }),
});

const server = http.createServer(yoga);
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
