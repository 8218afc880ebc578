/**
 * A restaurant's full settings through the API (docs/spec.md §3, §5, §9): every rule answers on its field
 * with its message key, from the stored row merged with what is sent; a refused save changes nothing.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { isTimeZone, PLATFORM_TIME_ZONE, RESTAURANT_RULES, translate, validateRecord } from '../../src/domain';
import { restaurants, restoCategories, tags } from '../../src/server/db/schema';
import { ADMIN, DEMO_RESTAURANT_IDS, SUPERADMIN } from './support/demo';
import { describeOnEachDatabase } from './support/testServer';

const A = DEMO_RESTAURANT_IDS.warungNusantara; // ADMIN's
const B = DEMO_RESTAURANT_IDS.kopiKita;

const SETTINGS = `id name slug categoryId tagIds logoUrl coverUrl latitude longitude primaryLanguage secondaryLanguage currency
  timeZone dayCutoff openingHours { day start end allDay } services { start end lastOrderMinutes } orderPlan deliveryCharge minimumOrder tax serviceCharge
  discountMinNominal discountMaxNominal discountMinPercent discountMaxPercent discountPresets paymentMethods { method active qrImageUrl }
  paymentTitle paymentInstruction whatsapp wifiName wifiPassword reservationUrl qrName tableCount`;
const UPDATE = `mutation ($id: ID!, $data: RestaurantInput!) { updateRestaurant(id: $id, data: $data) { ${SETTINGS} } }`;

describeOnEachDatabase('restaurant settings', (server) => {
  const as = async (userId: string, query: string, variables?: Record<string, unknown>, locale?: string) =>
    server().gql<Record<string, Record<string, unknown>>>(query, variables, {
      token: await server().tokenFor(userId),
      locale,
    });
  const stored = async (id: string) =>
    (await server().server.database.db.select().from(restaurants).where(eq(restaurants.id, id)))[0];
  const db = () => server().server.database.db;

  it('a super admin saves every setting and reads it back as saved', async () => {
    const [category] = await db()
      .insert(restoCategories)
      .values({ name: 'Coffee settings test', nameId: 'Kopi' })
      .returning();
    const [tag] = await db().insert(tags).values({ name: 'settings-test-tag' }).returning();
    const settings = {
      categoryId: category.id,
      tagIds: [tag.id],
      latitude: -6.9175,
      longitude: 107.6191,
      primaryLanguage: 'id',
      secondaryLanguage: 'en',
      timeZone: 'Asia/Makassar',
      dayCutoff: '04:00',
      openingHours: [
        { day: 1, start: '07:00', end: '11:00', allDay: false },
        { day: 1, start: '16:00', end: '22:00', allDay: false },
        { day: 0, start: '00:00', end: '00:00', allDay: true },
      ],
      services: [
        { start: '07:00', end: '11:00', lastOrderMinutes: 30 },
        { start: '16:00', end: '22:00', lastOrderMinutes: 15 },
      ],
      orderPlan: 'DINE_IN_N_ROOM_SERVICE',
      deliveryCharge: 15000,
      minimumOrder: 50500,
      tax: 11,
      serviceCharge: 5,
      discountMinNominal: 5000,
      discountMaxNominal: 25000,
      discountMinPercent: 5,
      discountMaxPercent: 20,
      discountPresets: '5:10:15:20',
      paymentMethods: [
        { method: 'CASH', active: true, qrImageUrl: null },
        { method: 'EDC', active: false, qrImageUrl: null },
      ],
      paymentTitle: 'Pay at the counter',
      paymentInstruction: 'Show your table number.',
      whatsapp: '+62 812-3456-7890',
      wifiName: 'KopiKita',
      wifiPassword: 'kopi1234',
      reservationUrl: 'https://book.example/kopi-kita',
      qrName: 'Kopi Kita',
      tableCount: 12,
    };
    const response = await as(SUPERADMIN.id, UPDATE, { id: B, data: settings });
    expect(response.errors).toBeUndefined();
    expect(response.data?.updateRestaurant).toMatchObject(settings);
    const read = await as(SUPERADMIN.id, `query ($id: ID!) { Restaurant(id: $id) { ${SETTINGS} } }`, { id: B });
    expect(read.data?.Restaurant).toEqual(response.data?.updateRestaurant);
  });

  it("amounts keep to the restaurant's currency: whole Rupiah, cents in the others", async () => {
    // Kopi Kita sells in Rp.
    const refused = await as(SUPERADMIN.id, UPDATE, { id: B, data: { minimumOrder: 50000.5 } });
    expect(refused.errors?.[0].extensions).toMatchObject({ fieldErrors: { minimumOrder: 'validation.wholeAmount' } });
    expect(refused.errors?.[0].message).toBe('There are some errors in your fields.');
    const inDollars = await as(SUPERADMIN.id, UPDATE, {
      id: B,
      data: { currency: 'S$', minimumOrder: 20.5, deliveryCharge: 5, discountMinNominal: 2, discountMaxNominal: 20 },
    });
    expect(inDollars.errors).toBeUndefined();
    const tooFine = await as(SUPERADMIN.id, UPDATE, { id: B, data: { minimumOrder: 20.555 } });
    expect(tooFine.errors?.[0].extensions).toMatchObject({ fieldErrors: { minimumOrder: 'validation.centsAmount' } });
    await as(SUPERADMIN.id, UPDATE, {
      id: B,
      data: {
        currency: 'Rp.',
        minimumOrder: 50000,
        deliveryCharge: 15000,
        discountMinNominal: 5000,
        discountMaxNominal: 25000,
      },
    });
  });

  it('every demo restaurant has complete settings that pass every rule', async () => {
    const all = await db().select().from(restaurants);
    expect(all.length).toBeGreaterThanOrEqual(30);
    for (const restaurant of all) {
      expect(validateRecord(restaurant, RESTAURANT_RULES), restaurant.name).toEqual({});
      expect(restaurant.openingHours.length, restaurant.name).toBeGreaterThan(0);
      expect(
        restaurant.paymentMethods.some((p) => p.active),
        restaurant.name,
      ).toBe(true);
      expect(restaurant.tableCount, restaurant.name).toBeGreaterThan(0);
      expect(isTimeZone(restaurant.timeZone), restaurant.name).toBe(true);
    }
    const zoneOf = (name: string) => all.find((restaurant) => restaurant.name === name)?.timeZone;
    expect([
      zoneOf('Warung Nusantara'),
      zoneOf('Harbour Bistro'),
      zoneOf('Sydney Grill'),
      zoneOf('Auckland Eats'),
      zoneOf('Brooklyn Diner'),
    ]).toEqual(['Asia/Jakarta', 'Asia/Singapore', 'Australia/Sydney', 'Pacific/Auckland', 'America/New_York']);
    expect(all.find((restaurant) => restaurant.name === 'Brooklyn Diner')?.dayCutoff).toBe('04:00');
    expect(all.find((restaurant) => restaurant.city === 'Denpasar')?.timeZone).toBe('Asia/Makassar');
  });

  it.each<[string, string, string]>([
    ['Australia', 'Australia', 'Australia/Sydney'],
    ['Indonesia, written any way', ' INDONESIA ', 'Asia/Jakarta'],
    ['an ISO code', 'nz', 'Pacific/Auckland'],
    ['a country it does not know', 'Atlantis', PLATFORM_TIME_ZONE],
  ])("a new restaurant of %s takes its country's time zone and a day from midnight", async (label, country, zone) => {
    const slug = `zone-${label.replace(/[^a-z]+/gi, '-').toLowerCase()}`;
    const response = await as(
      SUPERADMIN.id,
      'mutation ($data: RestaurantInput!) { createRestaurant(data: $data) { timeZone dayCutoff } }',
      { data: { name: `Zone ${label}`, slug, currency: 'A$', country } },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.createRestaurant).toEqual({ timeZone: zone, dayCutoff: '00:00' });
  });

  it('a zone given on create is kept, whatever the country; an alias Intl resolves is taken', async () => {
    const response = await as(
      SUPERADMIN.id,
      'mutation ($data: RestaurantInput!) { createRestaurant(data: $data) { timeZone dayCutoff } }',
      {
        data: {
          name: 'Perth Pies',
          slug: 'perth-pies',
          currency: 'A$',
          country: 'Australia',
          timeZone: 'Australia/Perth',
          dayCutoff: '03:30',
        },
      },
    );
    expect(response.data?.createRestaurant).toEqual({ timeZone: 'Australia/Perth', dayCutoff: '03:30' });
    const alias = await as(SUPERADMIN.id, UPDATE, { id: B, data: { timeZone: 'Asia/Kolkata' } });
    expect(alias.errors).toBeUndefined();
    expect((await stored(B)).timeZone).toBe('Asia/Kolkata');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an empty time zone', { timeZone: '' }, 'timeZone'],
    ['a time zone of spaces', { timeZone: '  ' }, 'timeZone'],
    ['an empty cut-off', { dayCutoff: '' }, 'dayCutoff'],
    ['a cut-off of spaces', { dayCutoff: '  ' }, 'dayCutoff'],
  ])(
    'a new restaurant with %s is refused as required on the field, in both languages, and nothing is stored',
    async (label, given, field) => {
      const slug = `blank-${label.replace(/[^a-z]+/gi, '-').toLowerCase()}`;
      for (const locale of ['en', 'id'] as const) {
        const response = await as(
          SUPERADMIN.id,
          'mutation ($data: RestaurantInput!) { createRestaurant(data: $data) { id timeZone dayCutoff } }',
          { data: { name: `Blank ${label}`, slug, currency: 'A$', country: 'Australia', ...given } },
          locale,
        );
        expect(response.errors?.[0].extensions).toMatchObject({
          code: 'BAD_USER_INPUT',
          fieldErrors: { [field]: 'validation.required' },
        });
        expect(translate(locale, 'validation.required')).not.toBe('validation.required');
      }
      expect(await db().select().from(restaurants).where(eq(restaurants.slug, slug))).toEqual([]);
    },
  );

  it("a time zone Intl does not know is refused in the admin's language, naming the field", async () => {
    const response = await as(ADMIN.id, UPDATE, { id: A, data: { timeZone: 'Asia/Atlantis' } }, 'id');
    expect(response.errors?.[0]).toMatchObject({
      message: 'Ada kesalahan pada isian Anda.',
      extensions: {
        fieldErrors: { timeZone: 'validation.unknownValue' },
        fieldErrorParams: { timeZone: { attr: 'Time zone' } },
      },
    });
    expect(translate('id', 'validation.unknownValue', { attr: 'Time zone' })).toBe(
      'Zona waktu bukan salah satu nilai yang diizinkan',
    );
    expect(translate('id', 'validation.invalid', { attr: 'Day cut-off' })).toBe('Batas hari usaha tidak valid');
  });

  it('a new restaurant starts with cash as its active payment', async () => {
    const response = await as(
      SUPERADMIN.id,
      'mutation { createRestaurant(data: { name: "Cash Only", slug: "cash-only", currency: "S$" }) { paymentMethods { method active } openingHours { day } tableCount } }',
    );
    expect(response.data?.createRestaurant).toEqual({
      paymentMethods: [{ method: 'CASH', active: true }],
      openingHours: [],
      tableCount: 0,
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    [
      'colliding hours',
      {
        openingHours: [
          { day: 2, start: '08:00', end: '12:00' },
          { day: 2, start: '11:00', end: '13:00' },
        ],
      },
      { openingHours: 'validation.hoursCollide' },
    ],
    [
      'start = end without all day',
      { openingHours: [{ day: 2, start: '08:00', end: '08:00', allDay: false }] },
      { openingHours: 'validation.sameTime' },
    ],
    [
      'end before start',
      { openingHours: [{ day: 2, start: '20:00', end: '08:00' }] },
      { openingHours: 'validation.afterOrSame' },
    ],
    [
      'a service with an hour missing',
      { services: [{ start: '10:00', end: null, lastOrderMinutes: 30 }] },
      { services: 'validation.serviceHoursRequired' },
    ],
    [
      'no active payment',
      { paymentMethods: [{ method: 'CASH', active: false }] },
      { paymentMethods: 'validation.activePaymentRequired' },
    ],
    [
      'active NQR without its image',
      {
        paymentMethods: [
          { method: 'CASH', active: true },
          { method: 'NQR', active: true, qrImageUrl: null },
        ],
      },
      { paymentMethods: 'validation.qrRequired' },
    ],
    ['five presets', { discountPresets: '5:10:15:20:25' }, { discountPresets: 'validation.discountPresets' }],
    ['a malformed preset', { discountPresets: '5;10' }, { discountPresets: 'validation.discountPresets' }],
    [
      'a negative charge and a tax over 100',
      { deliveryCharge: -1, tax: 101 },
      { deliveryCharge: 'validation.minValue', tax: 'validation.maxValue' },
    ],
    [
      'a minimum percentage above the maximum',
      { discountMinPercent: 30, discountMaxPercent: 10 },
      { discountMinPercent: 'validation.maxValue' },
    ],
    [
      'a minimum nominal discount without a maximum',
      { discountMinNominal: 1000, discountMaxNominal: null },
      { discountMaxNominal: 'validation.requiredWith' },
    ],
    [
      'a WiFi name without a password',
      { wifiName: 'Free WiFi', wifiPassword: '' },
      { wifiPassword: 'validation.requiredWith' },
    ],
    [
      'an invalid URL, phone and latitude',
      { reservationUrl: 'ftp://x', whatsapp: 'call us', latitude: 91, longitude: 10 },
      { reservationUrl: 'validation.invalid', whatsapp: 'validation.invalid', latitude: 'validation.maxValue' },
    ],
    [
      'an unknown order plan and language',
      { orderPlan: 'DRIVE_THRU', primaryLanguage: 'xx' },
      { orderPlan: 'validation.unknownValue', primaryLanguage: 'validation.unknownValue' },
    ],
    ['a table count that is not whole', { tableCount: 501 }, { tableCount: 'validation.maxValue' }],
    [
      'a category that does not exist',
      { categoryId: '00000000-0000-4000-8000-0000000000c1' },
      { categoryId: 'validation.unknownValue' },
    ],
    ['a logo never uploaded here', { logoUrl: 'https://evil.example/logo.png' }, { logoUrl: 'validation.invalid' }],
    [
      'an NQR image never uploaded here',
      { paymentMethods: [{ method: 'NQR', active: true, qrImageUrl: '/media/never-uploaded.png' }] },
      { paymentMethods: 'validation.qrRequired' },
    ],
    [
      'a tag that does not exist',
      { tagIds: ['00000000-0000-4000-8000-0000000000c2'] },
      { tagIds: 'validation.unknownValue' },
    ],
    ['a time zone Intl does not know', { timeZone: 'Mars/Olympus_Mons' }, { timeZone: 'validation.unknownValue' }],
    [
      'a time zone that is no zone name at all',
      { timeZone: "Asia/Jakarta'; drop table restaurants" },
      { timeZone: 'validation.unknownValue' },
    ],
    ['a blank time zone', { timeZone: null }, { timeZone: 'validation.required' }],
    ['a cut-off past the day', { dayCutoff: '24:00' }, { dayCutoff: 'validation.invalid' }],
    ['a cut-off that is no time', { dayCutoff: '4am' }, { dayCutoff: 'validation.invalid' }],
    ['a blank cut-off', { dayCutoff: null }, { dayCutoff: 'validation.required' }],
    ['an empty time zone', { timeZone: '' }, { timeZone: 'validation.required' }],
    ['a time zone of spaces', { timeZone: '  ' }, { timeZone: 'validation.required' }],
    ['an empty cut-off', { dayCutoff: '' }, { dayCutoff: 'validation.required' }],
    ['a cut-off of spaces', { dayCutoff: '  ' }, { dayCutoff: 'validation.required' }],
  ])('%s: refused on its field, nothing saved', async (_, data, fieldErrors) => {
    const before = await stored(A);
    const response = await as(ADMIN.id, UPDATE, { id: A, data: { ...data, city: 'Changed along' } });
    expect(response.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors });
    expect(await stored(A)).toEqual(before);
  });

  it('a rule across fields sees the stored row: emptying the WiFi password of a named WiFi is refused', async () => {
    const set = await as(ADMIN.id, UPDATE, { id: A, data: { wifiName: 'Warung', wifiPassword: 'secret123' } });
    expect(set.errors).toBeUndefined();
    const cleared = await as(ADMIN.id, UPDATE, { id: A, data: { wifiPassword: '' } }, 'id');
    expect(cleared.errors?.[0]).toMatchObject({
      message: 'Ada kesalahan pada isian Anda.',
      extensions: {
        fieldErrors: { wifiPassword: 'validation.requiredWith' },
        fieldErrorParams: { wifiPassword: { other: 'WiFi name', attr: 'WiFi password' } },
      },
    });
    expect((await stored(A)).wifiPassword).toBe('secret123');
  });

  it('the delivery charge is asked only while the plan offers delivery: blank saves for dine-in, and switching to delivery then needs it', async () => {
    const dineIn = await as(ADMIN.id, UPDATE, { id: A, data: { orderPlan: 'DINE_IN', deliveryCharge: null } });
    expect(dineIn.errors).toBeUndefined();
    expect(dineIn.data?.updateRestaurant).toMatchObject({ orderPlan: 'DINE_IN', deliveryCharge: null });
    const delivery = await as(ADMIN.id, UPDATE, { id: A, data: { orderPlan: 'DELIVERY_N_TAKE_AWAY' } });
    expect(delivery.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { deliveryCharge: 'validation.required' },
    });
    expect((await stored(A)).orderPlan).toBe('DINE_IN');
    const charged = await as(ADMIN.id, UPDATE, {
      id: A,
      data: { orderPlan: 'DELIVERY_N_TAKE_AWAY', deliveryCharge: 8000 },
    });
    expect(charged.data?.updateRestaurant).toMatchObject({ orderPlan: 'DELIVERY_N_TAKE_AWAY', deliveryCharge: 8000 });
  });

  it('a taken slug is a CONFLICT on the slug', async () => {
    const response = await as(ADMIN.id, UPDATE, { id: A, data: { slug: 'kopi-kita' } });
    expect(response.errors?.[0]).toMatchObject({
      message: 'Slug already exists. Please use another.',
      extensions: { code: 'CONFLICT', field: 'slug' },
    });
  });

  it("the admin of A can neither read nor change B's settings", async () => {
    const before = await stored(B);
    const read = await as(
      ADMIN.id,
      `query ($id: ID!) { Restaurant(id: $id) { openingHours { day } paymentMethods { method } wifiPassword } }`,
      { id: B },
    );
    expect(read.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const write = await as(ADMIN.id, UPDATE, { id: B, data: { wifiName: 'Mine', wifiPassword: 'mine12345' } });
    expect(write.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await stored(B)).toEqual(before);
  });
});
