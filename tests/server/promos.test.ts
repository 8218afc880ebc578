/**
 * Promos: platform posts of the super admins with an optional offer (PERCENTAGE 0–100 or NOMINAL
 * > 0, minimum order, cap, dates, participating restaurants); the offer the ordering API applies
 * to an order (activeOfferFor), decided by the order's time.
 */
import { describe, expect, it } from 'vitest';
import { offerDiscount, translate } from '../../src/domain';
import { DEMO_PROMO_IDS } from '../../src/server/db/demo/feeds';
import { activeOfferFor } from '../../src/server/offers/activeOffer';
import { actors } from './support/actors';
import { DEMO_RESTAURANT_IDS, SUPERADMIN } from './support/demo';
import { describeOnEachDatabase } from './support/testServer';

const HOUR = 3_600_000;
const FIELDS =
  'id title status discountType discountValue minOrder maxDiscount offerStartsAt offerEndsAt restaurantIds';
const CREATE = `mutation ($data: PromoInput!) { createPromo(data: $data) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $data: PromoInput!) { updatePromo(id: $id, data: $data) { ${FIELDS} } }`;
const PUBLISH = `mutation ($id: ID!) { publishPromo(id: $id) { ${FIELDS} } }`;

const { warungNusantara: WARUNG, kopiKita: KOPI, harbourBistro: HARBOUR } = DEMO_RESTAURANT_IDS;

const clock = new Date('2032-06-01T10:00:00.000Z');
const later = (hours: number) => new Date(clock.getTime() + hours * HOUR);

describe('offerDiscount', () => {
  it.each([
    [{ discountType: 'PERCENTAGE', discountValue: 10 }, 80, 8],
    [{ discountType: 'PERCENTAGE', discountValue: 10, maxDiscount: 5 }, 80, 5],
    [{ discountType: 'PERCENTAGE', discountValue: 12.5, minOrder: 50 }, 49.99, 0],
    [{ discountType: 'PERCENTAGE', discountValue: 15 }, 33.33, 5],
    [{ discountType: 'NOMINAL', discountValue: 20000 }, 150000, 20000],
    [{ discountType: 'NOMINAL', discountValue: 20000 }, 15000, 15000],
    [{ discountType: 'NOMINAL', discountValue: 5, minOrder: 30 }, 30, 5],
    [{ discountType: 'PERCENTAGE', discountValue: 100 }, 0, 0],
  ] as const)('%j on %d takes %d off', (offer, subtotal, discount) =>
    expect(offerDiscount(offer, subtotal)).toBe(discount),
  );
});

describeOnEachDatabase(
  'promos',
  (server) => {
    const { as, ok } = actors(server);
    const db = () => server().server.database.db;
    let serial = 0;
    const create = async (data: Record<string, unknown>) =>
      (
        await ok<{ createPromo: { id: string; status: string } }>(SUPERADMIN, CREATE, {
          data: { title: `Promo ${++serial}`, body: 'Deal', ...data },
        })
      ).createPromo;
    const published = async (data: Record<string, unknown>) => {
      const promo = await create(data);
      await ok(SUPERADMIN, PUBLISH, { id: promo.id });
      return promo.id;
    };

    describe('the offer’s rules, on their fields', () => {
      it('a percentage is 0–100, a nominal amount more than 0, in English and Indonesian; nothing written', async () => {
        const percent = await as(
          SUPERADMIN,
          CREATE,
          {
            data: {
              title: 'Too much',
              body: 'x',
              discountType: 'PERCENTAGE',
              discountValue: 150,
              restaurantIds: [WARUNG],
            },
          },
          'id',
        );
        expect(percent.errors?.[0].extensions).toMatchObject({
          fieldErrors: { discountValue: 'validation.maxValue' },
          fieldErrorParams: { discountValue: { attr: 'Discount value', val: 100 } },
        });
        expect(translate('id', 'validation.maxValue', { attr: 'Discount value', val: 100 })).toBe(
          'Nilai maksimal untuk Nilai diskon adalah 100',
        );
        const nominal = await as(SUPERADMIN, CREATE, {
          data: { title: 'Nothing', body: 'x', discountType: 'NOMINAL', discountValue: 0, restaurantIds: [WARUNG] },
        });
        expect(nominal.errors?.[0].extensions).toMatchObject({
          fieldErrors: { discountValue: 'validation.minValue' },
          fieldErrorParams: { discountValue: { val: 0.01 } },
        });
        expect(translate('en', 'validation.minValue', { attr: 'Discount value', val: 0.01 })).toBe(
          'Minimum value for Discount value is 0.01',
        );
        const unknown = await as(SUPERADMIN, CREATE, {
          data: { title: 'Odd', body: 'x', discountType: 'FREE', discountValue: 1, restaurantIds: [WARUNG] },
        });
        expect(unknown.errors?.[0].extensions?.fieldErrors).toEqual({ discountType: 'validation.unknownValue' });
        const none = (
          await ok<{ allPromos: { title: string }[] }>(SUPERADMIN, 'query { allPromos(perPage: 100) { title } }')
        ).allPromos;
        expect(none.map((p) => p.title)).not.toContain('Too much');
      });

      it('a discount type needs a value and participating restaurants ("Discount type is filled, so … is required"), and a value needs a type', async () => {
        const bare = await as(SUPERADMIN, CREATE, { data: { title: 'Half', body: 'x', discountType: 'NOMINAL' } });
        expect(bare.errors?.[0].extensions?.fieldErrors).toEqual({
          discountValue: 'validation.requiredWith',
          restaurantIds: 'validation.requiredWith',
        });
        const valueOnly = await as(SUPERADMIN, CREATE, { data: { title: 'Half', body: 'x', discountValue: 10 } });
        expect(valueOnly.errors?.[0].extensions?.fieldErrors).toEqual({ discountType: 'validation.requiredWith' });
      });

      it('the offer’s end and the post’s expiry are after or the same as their starts, checked on the merged row', async () => {
        const promo = await create({
          publishAt: later(5).toISOString(),
          offerStartsAt: later(5).toISOString(),
          discountType: 'NOMINAL',
          discountValue: 5,
          restaurantIds: [HARBOUR],
        });
        const response = await as(SUPERADMIN, UPDATE, {
          id: promo.id,
          data: { offerEndsAt: later(4).toISOString(), expireAt: later(1).toISOString() },
        });
        expect(response.errors?.[0].extensions?.fieldErrors).toEqual({
          offerEndsAt: 'validation.afterOrSame',
          expireAt: 'validation.afterOrSame',
        });
      });

      it('a promo without an offer is just a post; a percentage bound of 100 is allowed', async () => {
        expect((await create({})).status).toBe('DRAFT');
        const full = await create({ discountType: 'PERCENTAGE', discountValue: 100, restaurantIds: [KOPI] });
        expect(full).toMatchObject({ discountType: 'PERCENTAGE', discountValue: 100, restaurantIds: [KOPI] });
      });
    });

    describe('activeOfferFor (what the ordering API applies)', () => {
      it('the demo offer: 10% off rupiah orders from Rp. 50.000, up to Rp. 25.000', async () => {
        const now = new Date();
        expect(await activeOfferFor(db(), WARUNG, now, 100_000)).toMatchObject({
          promoId: DEMO_PROMO_IDS.rupiahOffer,
          discountType: 'PERCENTAGE',
          discountValue: 10,
          discount: 10_000,
        });
        expect((await activeOfferFor(db(), WARUNG, now, 400_000))?.discount).toBe(25_000);
        expect(await activeOfferFor(db(), WARUNG, now, 40_000)).toBeNull();
        expect(await activeOfferFor(db(), HARBOUR, now, 100)).toBeNull();
      });

      it('only published promos, at participating restaurants, within the offer’s dates (else the post’s); the best offer wins', async () => {
        const window = { offerStartsAt: later(1).toISOString(), offerEndsAt: later(3).toISOString() };
        const draft = await create({ discountType: 'NOMINAL', discountValue: 50, restaurantIds: [HARBOUR], ...window });
        const small = await published({
          discountType: 'NOMINAL',
          discountValue: 2,
          restaurantIds: [HARBOUR],
          ...window,
        });
        const big = await published({
          discountType: 'PERCENTAGE',
          discountValue: 20,
          maxDiscount: 6,
          restaurantIds: [HARBOUR],
          ...window,
        });
        const postDates = await published({
          publishAt: later(4).toISOString(),
          expireAt: later(6).toISOString(),
          discountType: 'NOMINAL',
          discountValue: 1,
          restaurantIds: [HARBOUR],
        });

        expect(await activeOfferFor(db(), HARBOUR, later(0.5), 100)).toBeNull(); // before the window
        expect(await activeOfferFor(db(), HARBOUR, later(2), 100)).toMatchObject({ promoId: big, discount: 6 });
        // 20% of 8 is less.
        expect(await activeOfferFor(db(), HARBOUR, later(2), 8)).toMatchObject({ promoId: small, discount: 2 });
        expect(await activeOfferFor(db(), KOPI, later(2), 100)).toBeNull(); // not taking part
        expect(await activeOfferFor(db(), HARBOUR, later(3), 100)).toBeNull(); // the window has ended
        expect(await activeOfferFor(db(), HARBOUR, later(5), 100)).toMatchObject({ promoId: postDates, discount: 1 });
        expect(await activeOfferFor(db(), HARBOUR, later(6), 100)).toBeNull(); // the post has expired
        expect([small, big, postDates]).not.toContain(draft.id);
      });
    });
  },
  { now: () => clock },
);
