/**
 * View as, as a super admin does it: from a restaurant's page it views the app as that
 * restaurant's ADMIN after giving a reason, sees that restaurant alone under a banner, is refused a
 * form to type in (every field read-only, no Save), keeps the banner in sight, and exits back to its own session, the
 * view-as token refused from
 * then on. axe on the banner's screen.
 */
import { describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/appInBrowser';
import { seriousViolations } from '../support/axe';
import { exactLabel } from '../support/labels';
import { signIn } from '../support/signIn';

const ui = appInBrowser();

const WARUNG = '00000001-0000-4000-8000-000000000001';

/** The token the profile cookie holds now. */
async function tokenInCookie(): Promise<string> {
  const cookie = (await ui.page.context().cookies()).find((candidate) => candidate.name === 'restoboard-profile');
  return (JSON.parse(atob(cookie?.value ?? '')) as { jwtToken: string }).jwtToken;
}

/** The error code the API answers a query with that token (undefined: answered). */
async function codeAnswering(token: string): Promise<string | undefined> {
  const response = await fetch(`${ui.app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ query: '{ me { id } }' }),
  });
  const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  return body.errors?.[0]?.extensions?.code;
}

describe('view as', () => {
  it('a super admin views as the ADMIN of Warung Nusantara, sees only it, cannot type into a form, and exits', async () => {
    const { page } = ui;
    await signIn(page, ui.app.url, 'superadmin@restoboard.test');
    const ownToken = await tokenInCookie();
    await page.goto(`${ui.app.url}/admin/restaurant_edit/${WARUNG}`);
    await page.getByRole('button', { name: 'View as' }).click();
    const dialog = page.getByRole('dialog', { name: 'View the app as the admin of Warung Nusantara' });
    await dialog.getByRole('button', { name: 'Start viewing' }).click();
    await dialog.getByText('Must not be empty').waitFor(); // the reason is required
    await dialog
      .getByRole('textbox', { name: 'Reason' })
      .fill('Support ticket 1042: the admin cannot find the QR codes');
    await dialog.getByRole('button', { name: 'Start viewing' }).click();

    // The app loads again as that admin, on its landing page, under the banner.
    await page.waitForURL(`${ui.app.url}/admin/restaurant_edit/${WARUNG}`);
    const banner = page.getByRole('region', { name: 'View-as session' });
    await expect
      .poll(() => banner.textContent())
      .toMatch(/Viewing as Admin of Warung Nusantara — read-only — ends in (30|29) min/);
    const toast = page.getByText('You are now viewing the app as someone else, read-only.');
    await toast.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // The notice leaves Exit in reach.
    const [notice, exit] = [await toast.boundingBox(), await page.getByRole('button', { name: 'Exit' }).boundingBox()];
    expect(
      notice &&
        exit &&
        notice.y < exit.y + exit.height &&
        exit.y < notice.y + notice.height &&
        notice.x < exit.x + exit.width &&
        exit.x < notice.x + notice.width,
    ).toBe(false);

    // That admin's menu (once drawn: QR Code is an admin's item, never a super admin's) and data: its one restaurant,
    // no super admin screens.
    await page.getByRole('menuitem', { name: 'QR Code' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Promos' }).count()).toBe(0);
    await page.goto(`${ui.app.url}/admin/restaurants`);
    await banner.waitFor();
    await page.getByRole('cell', { name: 'Warung Nusantara', exact: true }).waitFor();
    expect(await page.getByRole('cell', { name: 'Harbour Bistro', exact: true }).count()).toBe(0);
    await page.goto(`${ui.app.url}/admin/promos`);
    await page.getByText('Not Found for /admin/promos').waitFor();

    // The banner stays in sight down a long list.
    await page.goto(`${ui.app.url}/admin/menus/${WARUNG}`);
    await page.setViewportSize({ width: 1366, height: 480 }); // a list longer than the screen
    await page.getByRole('row').last().scrollIntoViewIfNeeded();
    expect((await page.getByRole('row').first().boundingBox())?.y).toBeLessThan(0); // the list's head has scrolled out of sight
    const top = (await banner.boundingBox())?.y;
    expect(top !== undefined && top >= 0 && top < 100).toBe(true);
    await page.setViewportSize({ width: 1366, height: 900 });

    // Forms are read-only: nothing to type only to be refused, no Save, and a word why.
    await page.goto(`${ui.app.url}/admin/restaurant_edit/${WARUNG}`);
    await page.getByText('Read-only while you view the app as someone else: nothing can be saved.').waitFor();
    expect(await page.getByLabel(exactLabel('Name')).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);

    // Exit: the super admin again, back where the view started, every restaurant in reach.
    const viewToken = await tokenInCookie();
    await page.getByRole('button', { name: 'Exit' }).click();
    await page.getByText('You are back in your own session.').waitFor();
    // Its own session, as it was (nothing new signed), and the view-as token is refused from then on, even copied.
    expect(await tokenInCookie()).toBe(ownToken);
    expect(await codeAnswering(viewToken)).toBe('UNAUTHENTICATED');
    expect(await codeAnswering(ownToken)).toBeUndefined();
    expect(page.url()).toBe(`${ui.app.url}/admin/restaurant_edit/${WARUNG}`);
    expect(await banner.count()).toBe(0);
    await expect(page.getByLabel(exactLabel('Name')).inputValue()).resolves.toBe('Warung Nusantara');
    await page.goto(`${ui.app.url}/admin/restaurants`);
    await page.getByRole('cell', { name: 'Harbour Bistro', exact: true }).waitFor();
    await page.getByRole('menuitem', { name: 'Promos' }).waitFor();
  });
});
