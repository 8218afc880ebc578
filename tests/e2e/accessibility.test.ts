/**
 * Every admin screen passes axe (WCAG 2.1 AA, no serious or critical violation) as each role sees it,
 * in both languages: the routes of the route table the role may open, filled with demo records,
 * walked in one page by the app's own navigation (no reload between screens). Every list also fits a
 * laptop's screen, 1366 and 1440 px wide, in both languages: nothing cut off on the right, no sideways
 * scrolling.
 */
import { generatePath } from 'react-router-dom';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { restaurantField, type Profile } from '../../src/domain';
import { ADMIN_RESOURCES } from '../../src/admin/resources';
import type { AdminRoute } from '../../src/admin/routing/AdminRoute';
import { routeAllowed } from '../../src/admin/routing/routeAccess';
import { appInBrowser } from '../support/appInBrowser';
import { seriousViolations, type Violation } from '../support/axe';
import { DEMO_PASSWORD, graphql, login } from '../support/graphql';
import { signIn } from '../support/signIn';
import { POLL_INTERVAL_MS } from '../support/waitBudget';

const ui = appInBrowser();

const paramsOf = (path: string) => path.split('/').flatMap((part) => (part.startsWith(':') ? [part.slice(1)] : []));
/** A route's parameter naming a record of its resource (`menu_edit/:menuUuid`), not its restaurant. */
const recordParam = (route: AdminRoute) => paramsOf(route.path).find((param) => param !== route.restaurantParam);

/**
 * The first record of each resource `profile` opens records of (a menu, a user…), in its restaurant where it has one.
 */
async function demoRecordIds(token: string, profile: Profile, restaurantId: string): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const { descriptor, routes } of ADMIN_RESOURCES) {
    if (!descriptor || !routes.some((route) => recordParam(route) && routeAllowed(route, profile, restaurantId)))
      continue;
    const field = restaurantField(descriptor.tenancy);
    const filter = field ? `, filter: { ${field}: "${restaurantId}" }` : '';
    const data = await graphql<Record<string, { id: string }[]>>(
      ui.app.url,
      `{ list: all${descriptor.plural}(perPage: 1${filter}) { id } }`,
      {},
      token,
    );
    if (data.list[0]) ids.set(descriptor.name, data.list[0].id);
  }
  return ids;
}

interface Screen {
  path: string;
  list: boolean;
}

/** The screens `profile` may open, each path filled with its restaurant and a demo record of its resource. */
function screensOf(profile: Profile, restaurantId: string, recordIds: Map<string, string>): Screen[] {
  return ADMIN_RESOURCES.flatMap(({ descriptor, routes }) =>
    routes.flatMap((route) => {
      if (!routeAllowed(route, profile, restaurantId)) return [];
      const params = Object.fromEntries(
        paramsOf(route.path).map((param) => [
          param,
          param === route.restaurantParam ? restaurantId : recordIds.get(descriptor?.name ?? ''),
        ]),
      );
      return Object.values(params).every(Boolean)
        ? [{ path: generatePath(route.path, params), list: route.action === 'list' }]
        : [];
    }),
  );
}

const LAPTOP_WIDTHS = [1440, 1366];

/**
 * What does not fit the width: the page scrolling sideways, a box of the screen scrolling sideways (a
 * table wider than its place), or a cell, button or link reaching past the screen's right edge.
 */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) found.push(`the page is ${root.scrollWidth} px wide`);
    const main = document.querySelector('#main-content');
    if (!main) return found;
    for (const element of main.querySelectorAll('*')) {
      const { overflowX } = getComputedStyle(element);
      if ((overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1)
        found.push(`${name(element)} scrolls sideways (${element.scrollWidth} px in ${element.clientWidth})`);
    }
    const edge = root.clientWidth;
    for (const element of main.querySelectorAll('th, td, button, a')) {
      const { right, width } = element.getBoundingClientRect();
      if (width > 0 && right > edge + 1) found.push(`${name(element)} ends at ${Math.round(right)} px`);
    }
    return found;
  });
}

/** At each laptop width, what of a list does not fit (ending at 1366 px, the width every browser test starts at). */
async function layoutProblems(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const width of LAPTOP_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    found.push(...(await overflowing(page)).map((problem) => `${width} px: ${problem}`));
  }
  return found;
}

/**
 * Opens `path` through the router, as a link does (a screen of the current restaurant may lead on
 * to its own path), and waits until the screen has stopped loading.
 */
async function openInApp(page: Page, path: string): Promise<void> {
  const to = `/admin/${path}`;
  const from = await page.evaluate((next) => {
    const before = window.location.pathname;
    window.history.pushState(null, '', next);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return before;
  }, to);
  // A screen that leads on to its current restaurant's path may land where the walk already is.
  if (from !== to) await page.waitForFunction((before) => window.location.pathname !== before, from);
  await page.locator('#main-content').waitFor();
  // Loaded: the screen shows something and no progress, for a moment (a lazy screen's code, then its
  // data, each show progress; react-admin's loading page only after a second of nothing).
  await page.waitForFunction(
    () => {
      const state = window as { quietSince?: number };
      const blank = !document.querySelector('#main-content')?.textContent?.trim();
      if (blank || document.querySelector('[role="progressbar"], .MuiSkeleton-root')) state.quietSince = undefined;
      else state.quietSince ??= performance.now();
      return state.quietSince !== undefined && performance.now() - state.quietSince > 300;
    },
    undefined,
    { polling: POLL_INTERVAL_MS },
  );
}

async function walk(page: Page, screens: Screen[], found: Record<string, Violation[]>, language: string) {
  for (const { path, list } of screens) {
    try {
      await openInApp(page, path);
    } catch (error) {
      found[`${language} ${path}`] = [
        { id: 'open', impact: 'critical', help: (error as Error).message.split('\n')[0], targets: [] },
      ];
      continue;
    }
    const violations = await seriousViolations(page).catch((error: Error) => [
      { id: 'walk', impact: 'critical', help: error.message, targets: [] },
    ]);
    const layout = list
      ? (await layoutProblems(page)).map((help): Violation => ({ id: 'layout', impact: 'serious', help, targets: [] }))
      : [];
    if (violations.length || layout.length) found[`${language} ${path}`] = [...violations, ...layout];
  }
}

it.each([
  ['an ADMIN', 'admin@restoboard.test'],
  ['a super admin', 'superadmin@restoboard.test'],
])(
  '%s meets no serious or critical axe violation on any screen, in English and Indonesian',
  async (_, email) => {
    const session = await login(ui.app.url, email, DEMO_PASSWORD);
    const restaurantId =
      session.profile.restoUuid ?? session.profile.restaurants[0]?.uuid ?? '00000001-0000-4000-8000-000000000002';
    const profile: Profile = {
      role: session.profile.role,
      restoUuid: session.profile.restoUuid,
      restaurants: session.profile.restaurants,
    };
    const screens = screensOf(profile, restaurantId, await demoRecordIds(session.jwtToken, profile, restaurantId));
    expect(screens.length).toBeGreaterThan(15);

    const errors: string[] = [];
    ui.page.on('pageerror', (error) => errors.push(error.message));
    await signIn(ui.page, ui.app.url, email);
    const found: Record<string, Violation[]> = {};
    await walk(ui.page, screens, found, 'en');
    await ui.page.getByRole('button', { name: 'English' }).click();
    await ui.page.getByRole('menuitem', { name: 'Bahasa Indonesia' }).click();
    await walk(ui.page, screens, found, 'id');
    expect(found).toEqual({});
    expect(errors).toEqual([]);
  },
  600_000,
);
