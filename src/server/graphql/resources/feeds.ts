/** Feeds: a restaurant's posts, scheduled and published, and the public menu site's read of the live ones. */
import { and, desc, eq } from 'drizzle-orm';
import { FEEDS } from '../../../domain';
import { feedMenus, feeds, menus, restaurants } from '../../db/schema';
import { toGraphQLRow } from '../crud/columns';
import { loadLinks } from '../crud/related';
import type { PublicOperation } from '../operation';
import { defineResource, type ManyToMany, type Row } from '../resource';
import { checkCover } from './posts/cover';
import { publishOperation } from './posts/publish';
import { scheduleFilters, statusCondition, statusField } from './posts/schedule';

/** The most posts the public site reads at once (the newest). */
export const LIVE_FEEDS_LIMIT = 50;

const menuIds: ManyToMany = {
  link: feedMenus,
  own: feedMenus.feedId,
  other: feedMenus.menuId,
  target: menus,
  sameRestaurant: menus.restaurantId,
  attr: 'Menus',
};

const PUBLIC_FEED_SDL = `
"""A live post as the public menu site shows it."""
type PublicFeed {
  id: ID!
  title: String!
  titleSecondary: String
  body: String!
  bodySecondary: String
  coverUrl: String
  publishAt: String
  expireAt: String
  menuIds: [ID!]!
}

extend type Query { liveFeeds(restaurantSlug: String!): [PublicFeed!]! }
extend type Mutation { publishFeed(id: ID!): Feed! }
`;

/**
 * `liveFeeds(restaurantSlug)`: the restaurant's live posts by the server clock, newest first; none for an unknown slug.
 */
const liveFeeds: PublicOperation = {
  name: 'liveFeeds',
  type: 'Query',
  access: { kind: 'public' },
  async resolve(args, context) {
    const { id, title, titleSecondary, body, bodySecondary, coverUrl, publishAt, expireAt } = feeds;
    const rows = (await context.db
      .select({ id, title, titleSecondary, body, bodySecondary, coverUrl, publishAt, expireAt })
      .from(feeds)
      .innerJoin(restaurants, eq(restaurants.id, feeds.restaurantId))
      .where(and(eq(restaurants.slug, String(args.restaurantSlug)), statusCondition(feeds, 'LIVE', context.now())))
      .orderBy(desc(feeds.publishAt), desc(feeds.id))
      .limit(LIVE_FEEDS_LIMIT)) as Row[];
    const links = rows.length
      ? await loadLinks(
          context.db,
          menuIds,
          rows.map((row) => row.id as string),
        )
      : new Map<unknown, string[]>();
    return rows.map((row) => ({ ...toGraphQLRow(row), menuIds: links.get(row.id) ?? [] }));
  },
};

export default defineResource({
  descriptor: FEEDS,
  table: feeds,
  search: ['title', 'titleSecondary'],
  filters: [],
  customFilters: scheduleFilters(feeds),
  sortable: ['title', 'publishAt', 'expireAt', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'publishAt', order: 'DESC' },
  relations: { menuIds },
  computed: { status: statusField },
  check: checkCover,
  sdl: PUBLIC_FEED_SDL,
  operations: publishOperation('publishFeed', 'feeds'),
  publicOperations: () => [liveFeeds],
});
