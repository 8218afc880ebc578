/**
 * The JavaScript budgets of issue 20 §3, read from the build CI just made (sizes, not timings):
 * /login, the first admin screen, and every chunk. `npm run bench` measures the same in a browser.
 */
import { describe, expect, it } from 'vitest';
import { BUDGETS_KB, budgetFigures } from '../support/bundles';

/** What the first admin screen weighs today, rounded up: lower it as the screen gets lighter. */
const FIRST_ADMIN_SCREEN_TODAY_KB = 455;

describe('JavaScript budgets (gzip)', () => {
  const figures = budgetFigures();

  it(`/login loads at most ${BUDGETS_KB.login} KB`, () => {
    expect(figures.loginKb).toBeLessThanOrEqual(BUDGETS_KB.login);
  });

  // The aim is 400 KB and is not met (452 KB on 2026-11-27: Apollo Client and graphql's parser are ~60 KB of it):
  // until it is, the screen may not grow past what it weighs today.
  it(`an admin's first screen (the restaurant settings form) loads at most ${FIRST_ADMIN_SCREEN_TODAY_KB} KB (aim: ${BUDGETS_KB.firstAdminScreen})`, () => {
    expect(figures.firstAdminScreenKb).toBeLessThanOrEqual(FIRST_ADMIN_SCREEN_TODAY_KB);
  });

  it(`no chunk is over ${BUDGETS_KB.chunk} KB`, () => {
    expect(figures.largestChunk.kb, figures.largestChunk.file).toBeLessThanOrEqual(BUDGETS_KB.chunk);
  });
});
