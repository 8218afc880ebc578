import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import jsQR from 'jsqr';
import type { Download } from 'playwright-core';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/appInBrowser';
import { seriousViolations } from '../support/axe';
import { DEMO_PASSWORD, graphql, login, tableCode, type Session } from '../support/graphql';
import { signIn } from '../support/signIn';

const session = appInBrowser();
let warungId: string;
let kopiKitaId: string;
let admin: Session;
/** A table's guest page as its QR code links it: with the table's code (docs/features.md, "Table codes"). */
const tableUrl = async (table: number) =>
  `${session.app.url}/menu/warung-nusantara?table=${table}&code=${await tableCode(session.app.url, admin.jwtToken, warungId, table)}`;

beforeAll(async () => {
  admin = await login(session.app.url, 'admin@restoboard.test', DEMO_PASSWORD);
  warungId = admin.profile.restoUuid ?? '';
  const multi = await login(session.app.url, 'multi@restoboard.test', DEMO_PASSWORD);
  kopiKitaId = multi.profile.restaurants.find((r) => r.name === 'Kopi Kita')?.uuid ?? '';
});

async function setTables(restaurantId: string, tableCount: number, qrName: string | null) {
  const superadmin = await login(session.app.url, 'superadmin@restoboard.test', DEMO_PASSWORD);
  await graphql(
    session.app.url,
    'mutation($id: ID!, $data: RestaurantInput!) { updateRestaurant(id: $id, data: $data) { id } }',
    { id: restaurantId, data: { tableCount, qrName } },
    superadmin.jwtToken,
  );
}

async function downloaded(click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download]: [Download, void] = await Promise.all([session.page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

function decodePng(bytes: Uint8Array) {
  const png = PNG.sync.read(Buffer.from(bytes));
  return {
    width: png.width,
    height: png.height,
    text: jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data,
  };
}

describe('QR codes of a restaurant (qr/{restoUuid})', () => {
  it("Warung Nusantara's admin opens QR Code, sees its 4 codes, downloads table 2 at 1024 px and all of them as a ZIP", async () => {
    const { app, page } = session;
    await setTables(warungId, 3, 'Warung');
    await signIn(page, app.url, 'admin@restoboard.test');
    await page.getByRole('menuitem', { name: 'QR Code' }).click();
    await page.waitForURL(`${app.url}/admin/qr/${warungId}`);
    await page.getByRole('heading', { name: 'QR codes of Warung' }).waitFor();
    const codes = page.getByRole('list', { name: 'QR codes' }).getByRole('listitem');
    await expect(codes.getByRole('heading').allTextContents()).resolves.toEqual([
      'Restaurant',
      'Table 1',
      'Table 2',
      'Table 3',
    ]);
    await expect(page.getByRole('img', { name: /^QR code for / }).count()).resolves.toBe(4);

    await page.getByRole('radio', { name: '1024 px' }).check();
    const table2 = await downloaded(() => page.getByRole('button', { name: 'Download PNG: Table 2, 1024 px' }).click());
    expect(table2.name).toBe('warung-nusantara-table-2-1024px.png');
    expect(decodePng(table2.bytes)).toEqual({
      width: 1024,
      height: 1024,
      text: await tableUrl(2),
    });

    const zip = await downloaded(() => page.getByRole('button', { name: 'Download all (ZIP)' }).click());
    expect(zip.name).toBe('warung-nusantara-qr-codes-1024px.zip');
    const files = unzipSync(zip.bytes);
    expect(Object.keys(files).sort()).toEqual([
      'warung-nusantara-1024px.png',
      'warung-nusantara-table-1-1024px.png',
      'warung-nusantara-table-2-1024px.png',
      'warung-nusantara-table-3-1024px.png',
    ]);
    expect(decodePng(files['warung-nusantara-1024px.png'])).toEqual({
      width: 1024,
      height: 1024,
      text: `${app.url}/menu/warung-nusantara`,
    });

    // Each card's link opens the guest page in a new tab, or is copied.
    const open = page.getByRole('link', {
      name: `${await tableUrl(2)}: the menu of Table 2, in a new tab`,
    });
    expect([await open.getAttribute('href'), await open.getAttribute('target')]).toEqual([await tableUrl(2), '_blank']);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    await page.getByRole('button', { name: 'Copy link: Table 2' }).click();
    await page.getByText('Link copied', { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await tableUrl(2));

    expect(await seriousViolations(page)).toEqual([]);
  });

  it('works from the keyboard: an arrow key picks 128 px and Enter downloads that size', async () => {
    const { app, page } = session;
    await setTables(warungId, 3, 'Warung');
    await signIn(page, app.url, 'admin@restoboard.test');
    await page.goto(`${app.url}/admin/qr/${warungId}`);
    await page.getByRole('radio', { name: '256 px' }).click();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '128 px' }).isChecked()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Download PNG: Table 1, 128 px' }).focus();
    const table1 = await downloaded(() => page.keyboard.press('Enter'));
    expect(decodePng(table1.bytes)).toEqual({
      width: 128,
      height: 128,
      text: await tableUrl(1),
    });
    expect(table1.name).toBe('warung-nusantara-table-1-128px.png'); // never the name of the same code at another size
  });

  it('prints a sheet of every code with its labels, and nothing else', async () => {
    const { app, page } = session;
    await setTables(warungId, 3, 'Warung');
    await page.addInitScript(() => {
      const counted = window as unknown as { printed: number };
      counted.printed = 0;
      window.print = () => void (counted.printed += 1);
    });
    await signIn(page, app.url, 'admin@restoboard.test');
    await page.goto(`${app.url}/admin/qr/${warungId}`);
    await page.getByRole('button', { name: 'Print' }).click();
    const sheet = page.locator('.qr-print-sheet');
    await sheet.waitFor({ state: 'attached' });
    await expect(page.evaluate(() => (window as unknown as { printed: number }).printed)).resolves.toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(sheet.boundingBox()).resolves.toMatchObject({ width: 500 });
    await expect(sheet.getByRole('listitem').allInnerTexts()).resolves.toEqual([
      'Warung\nRestaurant',
      'Warung\nTable 1',
      'Warung\nTable 2',
      'Warung\nTable 3',
    ]);
    await expect(page.getByRole('button', { name: 'Print' }).isVisible()).resolves.toBe(false);
  });

  it('a restaurant without tables shows only its own code and where to set the table number, in Indonesian too', async () => {
    const { app, page } = session;
    await setTables(kopiKitaId, 0, null);
    await signIn(page, app.url, 'multi@restoboard.test');
    await page.goto(`${app.url}/admin/qr/${kopiKitaId}`);
    await page.getByRole('heading', { name: 'QR codes of Kopi Kita' }).waitFor();
    await expect(page.getByRole('list', { name: 'QR codes' }).getByRole('listitem').count()).resolves.toBe(1);
    await page.getByRole('link', { name: 'Open the restaurant settings' }).waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Bahasa Indonesia' }).click();
    await page.getByRole('heading', { name: 'Kode QR Kopi Kita' }).waitFor();
    await page.getByRole('heading', { name: 'Restoran' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Buka pengaturan restoran' }).click();
    await page.waitForURL(`${app.url}/admin/restaurant_edit/${kopiKitaId}`);
  });

  it('a table gets a new code after saying what it does: its card links the new one, and the printed one takes no order', async () => {
    const { app, page } = session;
    await setTables(warungId, 3, 'Warung');
    const printed = await tableUrl(2);
    await signIn(page, app.url, 'admin@restoboard.test');
    await page.goto(`${app.url}/admin/qr/${warungId}`);
    const card = page
      .getByRole('list', { name: 'QR codes' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Table 2', exact: true }) });
    await card.getByText(printed).waitFor();
    await card.getByRole('button', { name: 'New code for table 2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Give table 2 a new code?' });
    await dialog.getByText(/stops working at once/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const regenerated = page.waitForResponse((r) => (r.request().postData() ?? '').includes('regenerateTableCode'));
    await dialog.getByRole('button', { name: 'Give a new code' }).click();
    expect((await (await regenerated).json()).errors).toBeUndefined();
    await page.getByText('Table 2 has a new code: print it and replace the old one').waitFor();
    const fresh = await tableUrl(2);
    expect(fresh).not.toBe(printed);
    await card.getByText(fresh).waitFor();

    /** The refusal on the order's table, if any: the code is checked before what else the order holds. */
    const tableRefusal = async (url: string) => {
      const response = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'mutation ($data: PlaceOrderInput!) { placeOrder(data: $data) { id } }',
          variables: {
            data: {
              restaurantSlug: 'warung-nusantara',
              orderType: 'DINE_IN',
              table: '2',
              tableCode: new URL(url).searchParams.get('code'),
              paymentMethod: 'CASH',
              items: [],
            },
          },
        }),
      });
      const body = (await response.json()) as { errors?: { extensions?: { fieldErrors?: Record<string, string> } }[] };
      return body.errors?.[0]?.extensions?.fieldErrors?.table;
    };
    expect(await tableRefusal(printed)).toBe('validation.tableCode');
    expect(await tableRefusal(fresh)).toBeUndefined();
  });

  it('a super admin has no QR codes (docs/spec.md §6): "Not Found for …" at the same address', async () => {
    const { app, page } = session;
    await signIn(page, app.url, 'superadmin@restoboard.test');
    const path = `/admin/qr/${warungId}`;
    await page.goto(`${app.url}${path}`);
    await page.getByText(`Not Found for ${path}`).waitFor();
    expect(page.url()).toBe(`${app.url}${path}`);
  });
});
