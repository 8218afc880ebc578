/**
 * Feeds in a real browser as a restaurant admin writes them: a post created with a publish date
 * (scheduled), published from its page, and then listed as live; the expiry-before-publish rule on
 * its field; a super admin's promos on the same screens. axe on every screen.
 */
import { describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/appInBrowser';
import { seriousViolations } from '../support/axe';
import { DEMO_PASSWORD, graphql, login, profileCookie } from '../support/graphql';
import { instantAt } from '../../src/domain';
import { localDay } from '../../src/admin/lists/days';
import { exactLabel } from '../support/labels';
import { typeDate } from '../support/datePicker';

const ui = appInBrowser();
const WARUNG = '00000001-0000-4000-8000-000000000001';

async function openAs(email: string, path: string) {
  const session = await login(ui.app.url, email, DEMO_PASSWORD);
  await ui.context.addCookies([{ name: 'restoboard-profile', value: profileCookie(session), url: ui.app.url }]);
  await ui.page.goto(`${ui.app.url}/admin/${path}`);
  return session;
}

const expectAccessible = async () => expect(await seriousViolations(ui.page)).toEqual([]);
/** A `datetime-local` value `days` from now at 08:00 (the browser's time zone). */
const dayAt8 = (days: number) => {
  const day = new Date(Date.now() + days * 86_400_000);
  day.setHours(8, 0, 0, 0);
  return day;
};

describe('feeds', () => {
  it('an admin creates a post with a publish date, publishes it, and sees it listed as live', async () => {
    const session = await openAs('admin@restoboard.test', `feeds/${WARUNG}`);
    await ui.page.getByRole('cell', { name: 'Menu musiman baru kami telah hadir', exact: true }).waitFor();
    await ui.page.getByRole('region', { name: 'Preview on the menu site' }).waitFor();
    await expectAccessible();

    await ui.page.getByRole('link', { name: 'Create' }).click();
    await ui.page.waitForURL(`${ui.app.url}/admin/new_feed/${WARUNG}`);
    await ui.page.getByLabel(exactLabel('Title')).fill('Buka puasa bersama');
    await ui.page.getByLabel(exactLabel('Text')).fill('Paket buka puasa untuk empat orang setiap hari.');
    await ui.page.getByLabel('Title (second language)').fill('Break the fast together');
    await typeDate(ui.page, 'Publish date', dayAt8(-1));
    await typeDate(ui.page, 'Expiry date', dayAt8(7));
    await expectAccessible();
    await ui.page.getByRole('button', { name: 'Save' }).click();

    await ui.page.waitForURL(new RegExp(`/admin/feed/${WARUNG}/[0-9a-f-]{36}$`));
    // The schedule is typed on the restaurant's clock (Jakarta), whatever the browser's: 08:00 there is stored.
    const id = ui.page.url().split('/').pop() as string;
    const stored = await graphql<{ Feed: { publishAt: string } }>(
      ui.app.url,
      'query ($id: ID!) { Feed(id: $id) { publishAt } }',
      { id },
      session.jwtToken,
    );
    expect(stored.Feed.publishAt).toBe(instantAt(localDay(dayAt8(-1)), 8 * 60, 'Asia/Jakarta').toISOString());
    const preview = ui.page.getByRole('region', { name: 'Preview on the menu site' });
    await preview.getByText('Buka puasa bersama').waitFor();
    await ui.page.getByText('Draft', { exact: true }).waitFor();
    await expectAccessible();
    await preview.getByRole('button', { name: 'English' }).click();
    await preview.getByText('Break the fast together').waitFor();

    await ui.page.getByRole('button', { name: 'Publish' }).click();
    await ui.page.getByText('Published', { exact: true }).waitFor();
    await ui.page.getByText('Live', { exact: true }).waitFor();

    await ui.page.goto(`${ui.app.url}/admin/feeds/${WARUNG}`);
    await ui.page.getByLabel('Status').click();
    await ui.page.getByRole('option', { name: 'Live' }).click();
    const row = ui.page.getByRole('row').filter({ hasText: 'Buka puasa bersama' });
    await row.getByText('Live', { exact: true }).waitFor();
    await expect.poll(() => ui.page.getByRole('row').filter({ hasText: 'Draft' }).count()).toBe(0);
    await expectAccessible();
  });

  it('an expiry before the publish date is refused on its field, and nothing is saved', async () => {
    await openAs('admin@restoboard.test', `new_feed/${WARUNG}`);
    await ui.page.getByLabel(exactLabel('Title')).fill('Backwards');
    await ui.page.getByLabel(exactLabel('Text')).fill('x');
    await typeDate(ui.page, 'Publish date', dayAt8(3));
    await typeDate(ui.page, 'Expiry date', dayAt8(2));
    await ui.page.getByRole('button', { name: 'Save' }).click();
    await ui.page.getByText('Expiry date must be after or the same as Publish date').waitFor();
    expect(ui.page.url()).toBe(`${ui.app.url}/admin/new_feed/${WARUNG}`);
  });

  it('another restaurant’s feeds are not found for an admin', async () => {
    await openAs('admin@restoboard.test', 'feeds/00000001-0000-4000-8000-000000000004');
    await ui.page.getByText('Not Found for /admin/feeds/00000001-0000-4000-8000-000000000004').waitFor();
  });
});

describe('promos', () => {
  it('a super admin sees the promos on the feed screens, the offer on its page', async () => {
    await openAs('superadmin@restoboard.test', 'promos');
    await ui.page.getByRole('cell', { name: '10% off at Indonesian restaurants', exact: true }).click();
    await ui.page.waitForURL(new RegExp('/admin/promo/[0-9a-f-]{36}$'));
    await ui.page.getByText(/Percentage 10, minimum order 50000, up to 25000/).waitFor();
    await expectAccessible();
  });
});
