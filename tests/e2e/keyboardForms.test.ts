/**
 * Forms worked as keyboard users work them: the settings' Hours tab and the menu form
 * with Tab, Enter and Space only (arrow keys only to pick a tab of the tab list, as tabs are
 * built); hours read by day; the delivery charge is asked for only while the plan delivers.
 */
import { expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { appInBrowser } from '../support/appInBrowser';
import { seriousViolations } from '../support/axe';
import { DEMO_PASSWORD, graphql, login } from '../support/graphql';
import { signIn } from '../support/signIn';
import { exactLabel } from '../support/labels';

const ui = appInBrowser();
const WARUNG = '00000001-0000-4000-8000-000000000001'; // admin@restoboard.test's restaurant

/** Presses Tab until `target` has the focus: it must be reachable by keyboard, not by hovering. */
async function tabTo(target: Locator, limit = 300): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await ui.page.keyboard.press('Tab');
  }
  throw new Error(`${target.toString()} not reached in ${limit} presses of Tab`);
}

const openingHours = async () => (await login(ui.app.url, 'admin@restoboard.test', DEMO_PASSWORD)).jwtToken;
const storedHours = async (token: string) =>
  (
    await graphql<{ Restaurant: { openingHours: unknown[] } }>(
      ui.app.url,
      `{ Restaurant(id: "${WARUNG}") { openingHours { day start end } } }`,
      {},
      token,
    )
  ).Restaurant.openingHours;

async function openHoursTab() {
  await signIn(ui.page, ui.app.url, 'admin@restoboard.test');
  await ui.page.waitForURL(`${ui.app.url}/admin/restaurant_edit/${WARUNG}`);
  await ui.page.getByLabel(exactLabel('Name')).waitFor();
  await tabTo(ui.page.getByRole('tab', { name: 'Identity' }));
  for (let step = 0; step < 3; step++) await ui.page.keyboard.press('ArrowRight');
  await ui.page.keyboard.press('Enter');
  await ui.page.getByRole('button', { name: 'Add opening hours' }).waitFor();
}

it('an admin adds, edits, removes and clears opening hours with Tab, Enter and Space only, confirming the clearing', async () => {
  const { page } = ui;
  await openHoursTab();
  const days = page.getByRole('combobox', { name: 'Day' });
  const rows = await days.count();
  expect(rows).toBe(12);

  await tabTo(page.getByRole('button', { name: 'Add opening hours' }));
  await page.keyboard.press('Enter');
  await expect.poll(() => days.count()).toBe(rows + 1);
  // The new row is the day after the week's last one (Sunday), at its hours.
  await expect(days.nth(rows).textContent()).resolves.toBe('Monday');
  // A time field takes its hours, minutes and AM/PM as typed.
  const newStart = page.getByLabel('Start').nth(rows);
  await tabTo(newStart);
  await page.keyboard.type('0700A');
  await tabTo(page.getByLabel('End').nth(rows));
  await page.keyboard.type('0930A');
  await expect(newStart.inputValue()).resolves.toBe('07:00');

  await tabTo(page.getByRole('button', { name: 'Remove' }).first());
  await page.keyboard.press('Space');
  await expect.poll(() => days.count()).toBe(rows);
  expect(await seriousViolations(page)).toEqual([]);

  await tabTo(page.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await page.getByText('Restaurant updated').waitFor();
  const token = await openingHours();
  await expect(storedHours(token)).resolves.toContainEqual({ day: 1, start: '07:00', end: '09:30' });

  const clear = page.getByRole('button', { name: 'Clear all opening hours' });
  await tabTo(clear);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Clear all opening hours?' });
  await dialog.getByText(`All ${rows} rows of opening hours will be removed.`).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await tabTo(dialog.getByRole('button', { name: 'Clear', exact: true }));
  await page.keyboard.press('Enter');
  await expect.poll(() => days.count()).toBe(0);
  await tabTo(page.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect.poll(() => storedHours(token)).toEqual([]);
}, 240_000);

it('opening hours read by day (Monday first) and then by time, whatever order they were entered in', async () => {
  const token = await openingHours();
  const entered = [
    { day: 0, start: '09:00', end: '23:00' },
    { day: 1, start: '17:00', end: '22:00' },
    { day: 3, start: '10:00', end: '14:00' },
    { day: 1, start: '10:00', end: '14:30' },
  ];
  await graphql(
    ui.app.url,
    'mutation ($id: ID!, $data: RestaurantInput!) { updateRestaurant(id: $id, data: $data) { id } }',
    { id: WARUNG, data: { openingHours: entered } },
    token,
  );
  await openHoursTab();
  await expect(ui.page.getByRole('combobox', { name: 'Day' }).allTextContents()).resolves.toEqual([
    'Monday',
    'Monday',
    'Wednesday',
    'Sunday',
  ]);
  const starts = await Promise.all(
    (await ui.page.getByLabel('Start').all()).slice(0, 4).map((input) => input.inputValue()),
  );
  expect(starts).toEqual(['10:00', '17:00', '10:00', '09:00']);
});

it('the delivery charge is required while the plan delivers, not asked for while it is dine-in only (Save succeeds without it)', async () => {
  const { page } = ui;
  const save = async () => page.getByRole('button', { name: 'Save' }).click();
  await signIn(page, ui.app.url, 'admin@restoboard.test');
  await page.getByRole('tab', { name: 'Orders & charges' }).click();
  const plan = page.getByRole('combobox', { name: 'Order plan' });
  // With two browser files at a time a click on the list while it opens can be lost: choose until the field shows it.
  const choosePlan = (name: string) =>
    expect
      .poll(async () => {
        await plan.click();
        await page.getByRole('option', { name, exact: true }).click();
        return plan.textContent();
      })
      .toBe(name);
  const charge = page.getByLabel('Delivery charge');

  await choosePlan('Delivery & take away');
  await charge.fill('');
  await save();
  await page.getByText(/must not be empty/i).waitFor();
  expect(await seriousViolations(page)).toEqual([]);

  await choosePlan('Dine in');
  await expect(charge.count()).resolves.toBe(0);
  await save();
  await page.getByText('Restaurant updated').waitFor();
  const token = (await login(ui.app.url, 'admin@restoboard.test', DEMO_PASSWORD)).jwtToken;
  const stored = await graphql<{ Restaurant: unknown }>(
    ui.app.url,
    `{ Restaurant(id: "${WARUNG}") { orderPlan deliveryCharge } }`,
    {},
    token,
  );
  expect(stored.Restaurant).toEqual({ orderPlan: 'DINE_IN', deliveryCharge: null });

  await choosePlan('Delivery & take away');
  await save();
  await page.getByText(/must not be empty/i).waitFor();
  await charge.fill('8000');
  await save();
  await page.getByText('Restaurant updated').waitFor();
  // Back to the demo's dine-in plan, which the menu form's test below sells under.
  await choosePlan('Dine in');
  await save();
  await expect
    .poll(
      async () =>
        (
          await graphql<{ Restaurant: { orderPlan: string } }>(
            ui.app.url,
            `{ Restaurant(id: "${WARUNG}") { orderPlan } }`,
            {},
            token,
          )
        ).Restaurant.orderPlan,
    )
    .toBe('DINE_IN');
});

it('an admin creates a menu by keyboard only: name, price, an order type, an option group with two options, one removed again', async () => {
  const { page } = ui;
  await signIn(page, ui.app.url, 'admin@restoboard.test');
  await page.goto(`${ui.app.url}/admin/menus/${WARUNG}`);
  await page.getByRole('cell', { name: /^Ayam Bakar/ }).waitFor();
  await tabTo(page.getByRole('link', { name: 'Create' }));
  await page.keyboard.press('Enter');
  await page.waitForURL(`${ui.app.url}/admin/menu_new/${WARUNG}`);

  await tabTo(page.getByLabel(exactLabel('Name')));
  await page.keyboard.type('Soto Kudus');
  await tabTo(page.getByLabel('Price'));
  await page.keyboard.type('38000');
  await tabTo(page.getByLabel('Dine in'));
  await page.keyboard.press('Space');
  await tabTo(page.getByRole('button', { name: 'Add' }).last()); // a group
  await page.keyboard.press('Enter');
  await tabTo(page.getByLabel('Group name'));
  await page.keyboard.type('Rice');
  for (const [option, index] of [
    ['Steamed rice', 0],
    ['Lontong', 1],
  ] as const) {
    await tabTo(page.getByRole('button', { name: 'Add' }).first()); // an option of the group
    await page.keyboard.press('Enter');
    await tabTo(page.getByLabel(exactLabel('Option')).nth(index));
    await page.keyboard.type(option);
  }
  const options = page.getByLabel(exactLabel('Option'));
  await tabTo(page.getByRole('button', { name: 'Remove' }).nth(1)); // the second option's (the group's own comes first)
  await page.keyboard.press('Enter');
  await expect.poll(() => options.count()).toBe(1);
  await tabTo(page.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await page.waitForURL(`${ui.app.url}/admin/menus/${WARUNG}`);
  await page.getByText('Menu created', { exact: true }).waitFor();
  await page.getByPlaceholder('Search').fill('Soto Kudus');
  await page.getByRole('cell', { name: /^Soto Kudus/ }).waitFor();
}, 240_000);
