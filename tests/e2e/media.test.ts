/** Image uploads in the browser: the restaurant logo chosen, cropped, uploaded, saved and shown again. */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { FileChooser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/appInBrowser';
import { seriousViolations } from '../support/axe';
import { DEMO_PASSWORD, graphql, login } from '../support/graphql';
import { signIn } from '../support/signIn';
import { exactLabel } from '../support/labels';

const session = appInBrowser();
const app = () => session.app;
const page = () => session.page;

/** A landscape picture: an orange field with a blue disc. */
const picture = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#e07a2e' } })
    .composite([
      { input: Buffer.from('<svg width="900" height="600"><circle cx="450" cy="300" r="200" fill="#2e5ae0"/></svg>') },
    ])
    .png()
    .toBuffer();

/** Noise does not compress: cropped at full size it is far over 2 MB as a PNG. */
const noise = (side: number) =>
  sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();

const asFile = (buffer: Buffer) => ({ name: 'logo.png', mimeType: 'image/png', buffer });

const logoOf = async (restaurantId: string, token: string) =>
  (
    await graphql<{ Restaurant: { logoUrl: string | null } }>(
      app().url,
      'query ($id: ID!) { Restaurant(id: $id) { logoUrl } }',
      { id: restaurantId },
      token,
    )
  ).Restaurant.logoUrl;

/** Signed in as the admin of Warung Nusantara, on its edit page (where it lands). */
async function openOwnRestaurant() {
  const { profile, jwtToken } = await login(app().url, 'admin@restoboard.test', DEMO_PASSWORD);
  await signIn(page(), app().url, 'admin@restoboard.test');
  await page().waitForURL(`${app().url}/admin/restaurant_edit/${profile.restoUuid}`);
  await page().getByLabel(exactLabel('Name')).waitFor();
  return { restaurantId: profile.restoUuid as string, token: jwtToken };
}

const logoField = () => page().getByRole('group', { name: 'Logo' });
const cropDialog = (name = 'Crop the image') => page().getByRole('dialog', { name });

async function switchToIndonesian() {
  await page().getByRole('button', { name: 'English' }).click();
  await page().getByRole('menuitem', { name: 'Bahasa Indonesia' }).click();
  await page().getByRole('group', { name: 'Logo' }).getByRole('button', { name: 'Pilih gambar' }).waitFor();
}

describe('the restaurant logo', () => {
  it('an admin chooses an image, crops it, confirms, saves, and sees it again after a reload', async () => {
    const { restaurantId, token } = await openOwnRestaurant();
    await logoField().getByText('No image').waitFor();
    expect(await seriousViolations(page())).toEqual([]);

    await page()
      .getByLabel('Image file for Logo')
      .setInputFiles(asFile(await picture()));
    const dialog = cropDialog();
    const cropArea = dialog.getByRole('group', { name: 'Crop area' });
    await cropArea.waitFor();
    expect(await seriousViolations(page())).toEqual([]);
    // The crop area moves with the keyboard too.
    await cropArea.focus();
    await page().keyboard.press('ArrowLeft');
    await page().keyboard.press('ArrowLeft');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'detached' });

    const preview = logoField().getByRole('img', { name: 'Logo' });
    const src = await preview.getAttribute('src');
    expect(src).toMatch(new RegExp(`^${app().url}/media/[0-9a-f]{64}\\.png$`));
    const stored = await sharp(Buffer.from(await (await fetch(src as string)).arrayBuffer())).metadata();
    expect(stored.width).toBe(stored.height); // cropped square (aspect 1) from a 3:2 picture
    expect(stored.width).toBe(600);

    await page().getByRole('button', { name: 'Save' }).click();
    await page().getByText('Restaurant updated').waitFor();
    expect(await logoOf(restaurantId, token)).toBe(new URL(src as string).pathname);

    await page().reload();
    const reloaded = logoField().getByRole('img', { name: 'Logo' });
    await reloaded.waitFor();
    expect(await reloaded.getAttribute('src')).toBe(src);
    await expect
      .poll(() => reloaded.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    expect(await seriousViolations(page())).toEqual([]);
  });

  it('the whole step works from the keyboard: Enter on "Choose image" opens the file chooser, the dialog confirms with Enter', async () => {
    await openOwnRestaurant();
    // Listening early: Playwright takes over the file chooser only once a listener exists, which
    // takes a round trip to the browser; a key pressed before that would open no chooser it sees.
    const chosen = new Promise<FileChooser>((resolve) => page().once('filechooser', resolve));
    await logoField().getByRole('button', { name: 'Choose image' }).focus();
    await page().keyboard.press('Enter');
    const chooser = await chosen;
    await chooser.setFiles(asFile(await picture()));
    const confirm = cropDialog().getByRole('button', { name: 'Confirm' });
    await cropDialog().getByRole('group', { name: 'Crop area' }).waitFor();
    await confirm.focus();
    await page().keyboard.press('Enter');
    await cropDialog().waitFor({ state: 'detached' });
    await logoField().getByRole('img', { name: 'Logo' }).waitFor();
  });

  it('closing the crop step without confirming says so on the field (in Indonesian too) and nothing is saved', async () => {
    const { restaurantId, token } = await openOwnRestaurant();
    const before = await logoOf(restaurantId, token);
    await switchToIndonesian();
    await page()
      .getByLabel('File gambar untuk Logo')
      .setInputFiles(asFile(await picture()));
    await cropDialog('Potong gambar').getByRole('group', { name: 'Area potong' }).waitFor();
    await page().keyboard.press('Escape');
    await cropDialog('Potong gambar').waitFor({ state: 'detached' });
    await logoField().getByText('pilihan media harus dikonfirmasi').waitFor();

    await page().getByLabel(exactLabel('Nama')).fill('Warung Nusantara Baru');
    await page().getByRole('button', { name: 'Simpan' }).click();
    await page().getByText('Ada kesalahan pada isian Anda.').waitFor();
    expect(await logoOf(restaurantId, token)).toBe(before);
  });

  it('a crop whose file is over 2 MB is refused in the browser with the limit, before any upload', async () => {
    await openOwnRestaurant();
    let uploads = 0;
    page().on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/media')) uploads += 1;
    });
    await page()
      .getByLabel('Image file for Logo')
      .setInputFiles(asFile(await noise(2100)));
    await cropDialog().getByRole('group', { name: 'Crop area' }).waitFor();
    await cropDialog().getByRole('button', { name: 'Confirm' }).click();
    await cropDialog().getByText('file too big, the limit is 2 MB').waitFor();
    expect(uploads).toBe(0);
  });

  it("the server's refusal of an upload shows on the field", async () => {
    await openOwnRestaurant();
    // The bytes that reach the server are not an image, whatever the browser made.
    await page().route('**/media', (route) => route.continue({ postData: Buffer.from('this is not an image') }));
    await page()
      .getByLabel('Image file for Logo')
      .setInputFiles(asFile(await picture()));
    await cropDialog().getByRole('group', { name: 'Crop area' }).waitFor();
    await cropDialog().getByRole('button', { name: 'Confirm' }).click();
    await cropDialog().waitFor({ state: 'detached' });
    await logoField().getByText('The file is not an image: choose a JPEG, PNG or WebP picture.').waitFor();
  });

  it('removing the logo asks first; once saved the restaurant has none', async () => {
    const { restaurantId, token } = await openOwnRestaurant();
    const upload = await fetch(`${app().url}/media`, {
      method: 'POST',
      headers: { authorization: `JWT ${token}` },
      body: await picture(),
    });
    const { url } = (await upload.json()) as { url: string };
    await graphql(
      app().url,
      'mutation ($id: ID!, $data: RestaurantInput!) { updateRestaurant(id: $id, data: $data) { id } }',
      { id: restaurantId, data: { logoUrl: url } },
      token,
    );
    await page().reload();
    await logoField().getByRole('img', { name: 'Logo' }).waitFor(); // the form has its record: a click now is not lost to its first render

    await logoField().getByRole('button', { name: 'Remove' }).click();
    const confirm = page().getByRole('dialog', { name: 'Remove the Logo?' });
    await confirm.getByRole('button', { name: 'Confirm' }).waitFor(); // axe reads the dialog, not the page before it opens
    expect(await seriousViolations(page())).toEqual([]);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await logoField().getByText('No image').waitFor();
    await page().getByRole('button', { name: 'Save' }).click();
    await page().getByText('Restaurant updated').waitFor();
    expect(await logoOf(restaurantId, token)).toBeNull();
  });
});
