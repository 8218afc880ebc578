/**
 * The JavaScript budgets, read from the build CI just made (sizes, not timings):
 * /login, the first admin screen, and every chunk. `npm run bench` measures the same in a browser.
 */
import { describe, expect, it } from 'vitest';
import { BUDGETS_KB, budgetFigures } from '../support/bundles';

/**
 * What the first admin screen weighs today, rounded up: lower it as the screen gets lighter. 441 since the
 * language switch keeps what is typed, forms are read-only while viewing as someone, and amounts keep to their
 * currency's decimals (+0.8 KB, 440.2 KB measured). 436 since the figures leave out the chunks' content hashes
 * (tests/support/bundles.ts): 440.99 KB with them, 435.47 without, the same code; with them, a change to a screen
 * this one does not load moved it by up to 0.05 KB. 435 since no resource's screens import the registry (no import
 * circle): 434.01 KB. 436 since table codes (docs/features.md): the Table orders item of the navigation and its icon,
 * the confirmation's labels, the setting's label and hint, the guest events' address (+1.4 KB; the screens' own
 * words load with them, -0.35 KB): 435.08 KB.
 */
const FIRST_ADMIN_SCREEN_TODAY_KB = 436;

describe('JavaScript budgets (gzip)', () => {
  const figures = budgetFigures();

  it(`/login loads at most ${BUDGETS_KB.login} KB`, () => {
    expect(figures.loginKb).toBeLessThanOrEqual(BUDGETS_KB.login);
  });

  // The aim is 400 KB and is not met: the admin's shell alone (layout, menu, the data provider, no
  // screen) weighs 379 KB, Apollo Client with graphql's parser ~54 KB of it, which ra-data-graphql
  // imports whatever client it is given. Until it is met, the screen may not grow. 428 KB before
  // the audit trail and view as, whose History and View as buttons joined the form (their panel and dialog load on
  // click; each language's audit words with its own catalogue; React shared with the guest's menu
  // page, an entry of its own): 437.4 KB on 2026-11-27. Menu health's item and its count badge
  // in the navigation: 438.3 KB (its screens, their words and queries load with the screens). Its
  // impact preview: 439.1 KB, none of its code or words on this screen (they load with the menus'
  // and categories' screens), but its dialog shares MUI's DialogTitle with react-admin's Confirm,
  // which this form's delete button loads, so that module gets a chunk of its own, and the lazy
  // screens' preload lists name its chunks: +0.4 KB of chunking. The business day's time zone and cut-off
  // (their rules, which the settings form checks, and their words): 439.6 KB; the picker's wall clock
  // (src/domain/wallClock.ts) is a module of its own so that it loads with the Hours tab. Its day close: the
  // navigation item, the description (its area joins the permission table every screen checks) and the
  // words of its refusals in both languages (the server's field errors are translated here): 440.7 KB; the
  // screen, its own words and the notes-and-coins arithmetic (src/domain/dayCloseCounts.ts, a module apart
  // for that reason) load with the screen. js-cookie (the library the stack names) back in the
  // profile cookie's reader: +0.5 KB, paid for by lazy imports' preload lists that no longer repeat what
  // their importer has loaded (vite.config.ts: -2.3 KB): 439.3 KB. On /login the same js-cookie is paid for
  // by LIMITS in a module apart from the rules (src/domain/limits.ts), which /login no longer carries.
  it(`an admin's first screen (the restaurant settings form) loads at most ${FIRST_ADMIN_SCREEN_TODAY_KB} KB (aim: ${BUDGETS_KB.firstAdminScreen})`, () => {
    expect(figures.firstAdminScreenKb).toBeLessThanOrEqual(FIRST_ADMIN_SCREEN_TODAY_KB);
  });

  it(`no chunk is over ${BUDGETS_KB.chunk} KB`, () => {
    expect(figures.largestChunk.kb, figures.largestChunk.file).toBeLessThanOrEqual(BUDGETS_KB.chunk);
  });
});
