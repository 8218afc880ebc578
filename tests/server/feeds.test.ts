/**
 * Feeds: a restaurant's posts, only ever within an ADMIN's own restaurants; their status by the
 * server clock (a scheduled post goes live and expires on time); publishing; the date-ordering
 * rule on the merged row; menus of the post's own restaurant; the public site's live posts.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postStatus, translate, type PostStatus } from '../../src/domain';
import { feeds, menus } from '../../src/server/db/schema';
import { actors } from './support/actors';
import { ADMIN, DEMO_RESTAURANT_IDS, MULTI_ADMIN, SUPERADMIN, UNOWNED_RESTAURANT_ID } from './support/demo';
import { describeOnEachDatabase } from './support/testServer';

const HOUR = 3_600_000;
const FIELDS = 'id restaurantId title titleSecondary body publishAt expireAt publishedAt status menuIds';
const CREATE = `mutation ($data: FeedInput!) { createFeed(data: $data) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $data: FeedInput!) { updateFeed(id: $id, data: $data) { ${FIELDS} } }`;
const GET = `query ($id: ID!) { Feed(id: $id) { ${FIELDS} } }`;
const PUBLISH = `mutation ($id: ID!) { publishFeed(id: $id) { ${FIELDS} } }`;
const DELETE = 'mutation ($id: ID!) { deleteFeed(id: $id) { id } }';
const LIST = `query ($filter: FeedFilter) { allFeeds(perPage: 100, filter: $filter) { ${FIELDS} } _allFeedsMeta(filter: $filter) { count } }`;
const LIVE =
  'query ($slug: String!) { liveFeeds(restaurantSlug: $slug) { id title titleSecondary body publishAt expireAt menuIds } }';

type Feed = {
  id: string;
  restaurantId: string;
  title: string;
  publishAt: string | null;
  expireAt: string | null;
  publishedAt: string | null;
  status: PostStatus;
  menuIds: string[];
};

const OWN = DEMO_RESTAURANT_IDS.warungNusantara; // the ADMIN's restaurant
const OTHER = UNOWNED_RESTAURANT_ID;

// The server's clock, which the tests move.
let clock = new Date('2031-03-01T08:00:00.000Z');
const later = (hours: number) => new Date(clock.getTime() + hours * HOUR).toISOString();

describe('postStatus', () => {
  const now = new Date('2031-01-10T00:00:00Z');
  it.each([
    [{}, 'DRAFT'],
    [{ publishAt: '2031-01-01T00:00:00Z', expireAt: '2031-02-01T00:00:00Z' }, 'DRAFT'],
    [{ publishedAt: '2031-01-01T00:00:00Z' }, 'LIVE'],
    [{ publishedAt: '2031-01-01T00:00:00Z', publishAt: '2031-01-20T00:00:00Z' }, 'SCHEDULED'],
    [{ publishedAt: '2031-01-01T00:00:00Z', publishAt: '2031-01-10T00:00:00Z' }, 'LIVE'],
    [{ publishedAt: '2031-01-01T00:00:00Z', expireAt: '2031-01-10T00:00:00Z' }, 'EXPIRED'],
    [
      { publishedAt: '2031-01-01T00:00:00Z', publishAt: '2031-01-05T00:00:00Z', expireAt: '2031-01-11T00:00:00Z' },
      'LIVE',
    ],
  ])('%j at 2031-01-10 is %s', (post, status) => expect(postStatus(post, now)).toBe(status));
});

describeOnEachDatabase(
  'feeds',
  (server) => {
    const { as, ok } = actors(server);
    const db = () => server().server.database.db;
    let serial = 0;
    const create = async (data: Record<string, unknown> = {}, user = ADMIN) =>
      (
        await ok<{ createFeed: Feed }>(user, CREATE, {
          data: { restaurantId: OWN, title: `Post ${++serial}`, body: 'Hello', ...data },
        })
      ).createFeed;
    const publish = async (id: string) => (await ok<{ publishFeed: Feed }>(ADMIN, PUBLISH, { id })).publishFeed;
    const list = async (filter: Record<string, unknown>, user = ADMIN) =>
      ok<{ allFeeds: Feed[]; _allFeedsMeta: { count: number } }>(user, LIST, { filter });
    const live = async (slug = 'warung-nusantara') =>
      (await server().gql<{ liveFeeds: { id: string }[] }>(LIVE, { slug })).data?.liveFeeds.map((f) => f.id);
    const storedRow = async (id: string) => (await db().select().from(feeds).where(eq(feeds.id, id)))[0];

    describe('tenancy', () => {
      it('an ADMIN lists only its own restaurant’s posts, and finds no other restaurant’s even by asking for it', async () => {
        const mine = await create();
        const theirs = await create({ restaurantId: OTHER }, SUPERADMIN);
        const { allFeeds, _allFeedsMeta } = await list({});
        expect(allFeeds.length).toBeGreaterThan(0);
        expect(new Set(allFeeds.map((f) => f.restaurantId))).toEqual(new Set([OWN]));
        expect(_allFeedsMeta.count).toBe(allFeeds.length);
        expect(allFeeds.map((f) => f.id)).toContain(mine.id);
        expect((await list({ restaurantId: OTHER })).allFeeds).toEqual([]);
        expect((await list({ ids: [theirs.id] }))._allFeedsMeta.count).toBe(0);
      });

      it('an ADMIN of A cannot read, change, publish or delete B’s post by id: NOT_FOUND, nothing written', async () => {
        const theirs = await create({ restaurantId: OTHER, title: 'Not yours' }, SUPERADMIN);
        const before = await storedRow(theirs.id);
        for (const [query, variables] of [
          [GET, { id: theirs.id }],
          [UPDATE, { id: theirs.id, data: { title: 'Mine now' } }],
          [PUBLISH, { id: theirs.id }],
          [DELETE, { id: theirs.id }],
        ] as const) {
          const response = await as(ADMIN, query, variables);
          expect(response.errors?.[0].extensions?.code, query).toBe('NOT_FOUND');
        }
        expect(await storedRow(theirs.id)).toEqual(before);
      });

      it('an ADMIN can neither create a post in another restaurant nor move its own there', async () => {
        const created = await as(ADMIN, CREATE, { data: { restaurantId: OTHER, title: 'Elsewhere', body: 'x' } });
        expect(created.errors?.[0].extensions?.code).toBe('NOT_FOUND');
        const mine = await create();
        const moved = await as(ADMIN, UPDATE, { id: mine.id, data: { restaurantId: OTHER } });
        expect(moved.errors?.[0].extensions?.code).toBe('NOT_FOUND');
        expect((await storedRow(mine.id)).restaurantId).toBe(OWN);
      });

      it('an ADMIN of two restaurants works in both', async () => {
        const [first, second] = MULTI_ADMIN.restaurantIds;
        await create({ restaurantId: first }, MULTI_ADMIN);
        await create({ restaurantId: second }, MULTI_ADMIN);
        expect(new Set((await list({}, MULTI_ADMIN)).allFeeds.map((f) => f.restaurantId))).toEqual(
          new Set([first, second]),
        );
      });

      it('an ADMIN reaches no promo at all: FORBIDDEN', async () => {
        const response = await as(ADMIN, 'query { allPromos { id } }');
        expect(response.errors?.[0].extensions?.code).toBe('FORBIDDEN');
        const write = await as(ADMIN, 'mutation { createPromo(data: { title: "Mine", body: "x" }) { id } }');
        expect(write.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      });
    });

    describe('schedule and publishing, by the server clock', () => {
      it('a post is a draft until published; scheduled, it goes live at its publish date and expires at its expiry, with no job', async () => {
        const post = await create({ publishAt: later(1), expireAt: later(2) });
        expect(post.status).toBe('DRAFT');
        expect(await live()).not.toContain(post.id);
        const published = await publish(post.id);
        expect(published).toMatchObject({ status: 'SCHEDULED', publishAt: later(1), publishedAt: clock.toISOString() });
        expect(await live()).not.toContain(post.id);

        clock = new Date(clock.getTime() + HOUR);
        expect((await ok<{ Feed: Feed }>(ADMIN, GET, { id: post.id })).Feed.status).toBe('LIVE');
        expect(await live()).toContain(post.id);
        expect((await list({ status: 'LIVE' })).allFeeds.map((f) => f.id)).toContain(post.id);

        clock = new Date(clock.getTime() + HOUR);
        expect((await ok<{ Feed: Feed }>(ADMIN, GET, { id: post.id })).Feed.status).toBe('EXPIRED');
        expect(await live()).not.toContain(post.id);
        expect((await list({ status: 'EXPIRED' })).allFeeds.map((f) => f.id)).toContain(post.id);
      });

      it('publishing a post with no publish date makes it live now; publishing again changes nothing', async () => {
        const post = await create();
        const published = await publish(post.id);
        expect(published).toMatchObject({
          status: 'LIVE',
          publishAt: clock.toISOString(),
          publishedAt: clock.toISOString(),
        });
        clock = new Date(clock.getTime() + HOUR);
        expect(await publish(post.id)).toEqual(published);
        expect(await live()).toContain(post.id);
      });

      it('an expired post cannot be published: refused on its expiry date, in the user’s language, nothing written', async () => {
        const post = await create({ publishAt: later(-3), expireAt: later(-1) });
        const response = await as(ADMIN, PUBLISH, { id: post.id }, 'id');
        expect(response.errors?.[0]).toMatchObject({
          message: translate('id', 'errors.fieldsHaveErrors'),
          extensions: { code: 'BAD_USER_INPUT', fieldErrors: { expireAt: 'validation.expiredPost' } },
        });
        expect((await storedRow(post.id)).publishedAt).toBeNull();
      });

      it('the list filters by each status and by publish dates (a day given as the end counts whole)', async () => {
        const draft = await create({ publishAt: later(24 * 30) });
        const scheduled = await create({ publishAt: later(24 * 30 + 5) });
        await publish(scheduled.id);
        const day = later(24 * 30).slice(0, 10);
        expect((await list({ status: 'DRAFT' })).allFeeds.every((f) => f.status === 'DRAFT')).toBe(true);
        expect((await list({ status: 'SCHEDULED' })).allFeeds.map((f) => f.id)).toEqual([scheduled.id]);
        const byDate = (await list({ publishAtFrom: day, publishAtTo: day })).allFeeds.map((f) => f.id);
        expect(byDate.sort()).toEqual([draft.id, scheduled.id].sort());
        expect((await list({ publishAtFrom: later(24 * 30 + 1) })).allFeeds.map((f) => f.id)).toEqual([scheduled.id]);
        const wrong = await as(ADMIN, LIST, { filter: { status: 'SOON' } });
        expect(wrong.errors?.[0].extensions).toMatchObject({
          code: 'BAD_USER_INPUT',
          fieldErrors: { status: 'validation.unknownValue' },
        });
      });
    });

    describe('validation', () => {
      it('the expiry must be after or the same as the publish date, on its field, in English and Indonesian; nothing written', async () => {
        const data = { restaurantId: OWN, title: 'Backwards', body: 'x', publishAt: later(5), expireAt: later(4) };
        const english = await as(ADMIN, CREATE, { data });
        expect(english.errors?.[0]).toMatchObject({
          message: 'There are some errors in your fields.',
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: { expireAt: 'validation.afterOrSame' },
            fieldErrorParams: { expireAt: { attr: 'Expiry date', other: 'Publish date' } },
          },
        });
        const params = english.errors?.[0].extensions?.fieldErrorParams as Record<string, Record<string, string>>;
        expect(translate('en', 'validation.afterOrSame', params.expireAt)).toBe(
          'Expiry date must be after or the same as Publish date',
        );
        expect(translate('id', 'validation.afterOrSame', params.expireAt)).toBe(
          'Tanggal kedaluwarsa harus setelah atau sama dengan Tanggal terbit',
        );
        const indonesian = await as(ADMIN, CREATE, { data }, 'id');
        expect(indonesian.errors?.[0].message).toBe(translate('id', 'errors.fieldsHaveErrors'));
        expect((await list({ q: 'Backwards' })).allFeeds).toEqual([]);
      });

      it('the rule is checked on the stored post merged with a change: an expiry before the stored publish date is refused', async () => {
        const post = await create({ publishAt: later(10) });
        const response = await as(ADMIN, UPDATE, { id: post.id, data: { expireAt: later(9) } });
        expect(response.errors?.[0].extensions?.fieldErrors).toEqual({ expireAt: 'validation.afterOrSame' });
        expect(await as(ADMIN, UPDATE, { id: post.id, data: { expireAt: later(10) } })).not.toHaveProperty('errors');
      });

      it('a title and a body are required, at most 100 and 1000 characters; dates must be dates; the cover an image uploaded here', async () => {
        const empty = await as(ADMIN, CREATE, { data: { restaurantId: OWN, title: ' ', body: '' } });
        expect(empty.errors?.[0].extensions?.fieldErrors).toEqual({
          title: 'validation.required',
          body: 'validation.required',
        });
        const long = await as(ADMIN, CREATE, {
          data: { restaurantId: OWN, title: 'x'.repeat(101), body: 'y'.repeat(1001) },
        });
        expect(long.errors?.[0].extensions?.fieldErrors).toEqual({
          title: 'validation.maxLength',
          body: 'validation.maxLength',
        });
        const date = await as(ADMIN, CREATE, {
          data: { restaurantId: OWN, title: 'Dates', body: 'x', publishAt: 'next week' },
        });
        expect(date.errors?.[0].extensions?.fieldErrors).toEqual({ publishAt: 'validation.invalid' });
        const cover = await as(ADMIN, CREATE, {
          data: { restaurantId: OWN, title: 'Cover', body: 'x', coverUrl: 'https://elsewhere.example/a.png' },
        });
        expect(cover.errors?.[0].extensions?.fieldErrors).toEqual({ coverUrl: 'validation.invalid' });
      });

      it('linked menus must be menus of the post’s own restaurant', async () => {
        const [own, foreign] = await db()
          .insert(menus)
          .values([
            { restaurantId: OWN, name: 'Nasi goreng of the feed test', price: 35000 },
            { restaurantId: OTHER, name: 'Fish and chips of the feed test', price: 18 },
          ])
          .returning({ id: menus.id });
        const post = await create({ menuIds: [own.id] });
        expect(post.menuIds).toEqual([own.id]);
        const refused = await as(ADMIN, UPDATE, { id: post.id, data: { menuIds: [own.id, foreign.id] } });
        expect(refused.errors?.[0].extensions?.fieldErrors).toEqual({ menuIds: 'validation.unknownValue' });
        expect((await ok<{ Feed: Feed }>(ADMIN, GET, { id: post.id })).Feed.menuIds).toEqual([own.id]);
      });
    });

    describe('the public menu site', () => {
      it('liveFeeds needs no token and shows only live posts of that restaurant, with their menus; an unknown slug shows none', async () => {
        const shown = await create({ title: 'Shown' });
        await publish(shown.id);
        const draft = await create({ title: 'Not yet' });
        const elsewhere = await create({ restaurantId: OTHER, title: 'Elsewhere' }, SUPERADMIN);
        await ok(SUPERADMIN, PUBLISH, { id: elsewhere.id });
        const response = await server().gql<{ liveFeeds: { id: string; title: string; menuIds: string[] }[] }>(LIVE, {
          slug: 'warung-nusantara',
        });
        expect(response.errors).toBeUndefined();
        const ids = response.data?.liveFeeds.map((f) => f.id);
        expect(ids).toContain(shown.id);
        expect(ids).not.toContain(draft.id);
        expect(ids).not.toContain(elsewhere.id);
        expect(response.data?.liveFeeds.find((f) => f.id === shown.id)).toMatchObject({ title: 'Shown', menuIds: [] });
        expect(await live('no-such-restaurant')).toEqual([]);
      });
    });
  },
  { now: () => clock },
);
