/**
 * The page behind a table's QR code, opened on a phone: the restaurant, the table, prices in its
 * currency and a sold-out item marked, with the admin's code nowhere in what it loads.
 */
import { describe, expect, it } from 'vitest';
import { formatCurrency } from '../../src/domain';
import { appInBrowser } from '../support/appInBrowser';
import { seriousViolations } from '../support/axe';
import { Build } from '../support/bundles';
import { DEMO_PASSWORD, graphql, login } from '../support/graphql';

const session = appInBrowser({ width: 390, height: 844 });
/** The guest page's JavaScript (gzip), all chunks: 74.2 KB on 2026-11-27, react-dom ~60 of it. */
const GUEST_PAGE_KB = 80;

describe('the guest menu (/menu/{slug}?table=N)', () => {
  it('a guest at table 5 of Warung Nusantara sees its menu with prices in rupiah and a sold-out item marked', async () => {
    const { app, page } = session;
    const admin = await login(app.url, 'admin@restoboard.test', DEMO_PASSWORD);
    const { allMenus } = await graphql<{ allMenus: { id: string; name: string; price: number }[] }>(
      app.url,
      'query ($filter: MenuFilter) { allMenus(perPage: 2, sortField: "name", filter: $filter) { id name price } }',
      { filter: { restaurantId: admin.profile.restoUuid, q: 'Nasi', status: 'ACTIVE', hidden: false, soldOut: false } },
      admin.jwtToken,
    );
    const [soldOut, onSale] = allMenus;
    await graphql(
      app.url,
      'mutation ($ids: [ID!]!) { setMenuAvailability(ids: $ids, available: false, soldOutFor: DAY) { id } }',
      { ids: [soldOut.id] },
      admin.jwtToken,
    );

    await page.goto(`${app.url}/menu/warung-nusantara?table=5`);
    await page.getByRole('heading', { level: 1, name: 'Warung Nusantara' }).waitFor();
    await page.getByText('Table 5', { exact: true }).waitFor();
    const item = (name: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
    await expect(
      item(onSale.name).getByText(formatCurrency(onSale.price, 'Rp.'), { exact: true }).isVisible(),
    ).resolves.toBe(true);
    await expect(item(soldOut.name).getByText('Sold out', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(item(onSale.name).getByText('Sold out', { exact: true }).count()).resolves.toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Language').selectOption('id');
    await page.getByText('Meja 5', { exact: true }).waitFor();
    await expect(item(soldOut.name).getByText('Habis', { exact: true }).isVisible()).resolves.toBe(true);
  });

  it("speaks the guest's language throughout, marks what the restaurant recommends, and keeps its sections a tap away", async () => {
    const { app, page } = session;
    const admin = await login(app.url, 'admin@restoboard.test', DEMO_PASSWORD);
    const { allMenus } = await graphql<{ allMenus: { name: string; imageUrl: string | null }[] }>(
      app.url,
      'query ($filter: MenuFilter) { allMenus(perPage: 100, filter: $filter) { name imageUrl } }',
      { filter: { restaurantId: admin.profile.restoUuid, featured: true, status: 'ACTIVE', hidden: false } },
      admin.jwtToken,
    );
    const featured = allMenus[0];
    await page.goto(`${app.url}/menu/warung-nusantara`);
    await page.getByRole('heading', { level: 1, name: 'Warung Nusantara' }).waitFor();
    // English (Warung's second language): its categories in English, the page saying so.
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    const bar = page.getByRole('navigation', { name: 'Menu sections' });
    await bar.getByRole('link', { name: 'Rice & Noodles' }).waitFor();
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: featured.name, exact: true }) })
      .first();
    await item.getByText('★ Recommended').waitFor();
    if (featured.imageUrl)
      await expect(item.getByRole('img').getAttribute('alt')).resolves.toBe(`Photo of ${featured.name}`);
    expect(await page.locator('.rb-guest__image:not(img)').count()).toBe(0); // no empty square for an item without a photo

    await page.getByLabel('Language').selectOption('id');
    const sections = page.getByRole('navigation', { name: 'Bagian menu' });
    await sections.getByRole('link', { name: 'Nasi & Mi' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('id');
    await item.getByText('★ Rekomendasi').waitFor();
    // A section is a tap away, the bar staying in sight.
    await sections.getByRole('link', { name: 'Minuman' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('heading', { level: 2, name: 'Minuman' })
          .evaluate((heading) => Math.round(heading.getBoundingClientRect().top)),
      )
      .toBeLessThan(120);
    expect(await sections.isVisible()).toBe(true);
    expect((await sections.boundingBox())?.y).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('an unknown restaurant says so', async () => {
    const { app, page } = session;
    await page.goto(`${app.url}/menu/no-such-place?table=1`);
    await page.getByRole('heading', { level: 1, name: 'This menu does not exist' }).waitFor();
  });

  it(`loads none of the admin, its router or its messages: an entry of its own, at most ${GUEST_PAGE_KB} KB (React most of it)`, () => {
    const build = new Build();
    const loaded = build.closure([build.entry(undefined, 'menu.html')]);
    expect(loaded.has(build.chunk('AdminApp'))).toBe(false);
    expect(loaded.has(build.entry())).toBe(false);
    console.info(`guest menu page: ${build.kb(loaded).toFixed(1)} KB gzip`);
    expect(build.kb(loaded)).toBeLessThanOrEqual(GUEST_PAGE_KB);
  });
});
