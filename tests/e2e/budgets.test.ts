/**
 * The JavaScript budgets of issue 20 §3, read from the build CI just made (sizes, not timings):
 * /login, the first admin screen, and every chunk. `npm run bench` measures the same in a browser.
 */
import { describe, expect, it } from 'vitest';
import { BUDGETS_KB, budgetFigures } from '../support/bundles';

describe('JavaScript budgets (gzip)', () => {
  const figures = budgetFigures();

  it(`/login loads at most ${BUDGETS_KB.login} KB`, () => {
    expect(figures.loginKb).toBeLessThanOrEqual(BUDGETS_KB.login);
  });

  it(`an admin's first screen (the restaurant settings form) loads at most ${BUDGETS_KB.firstAdminScreen} KB`, () => {
    expect(figures.firstAdminScreenKb).toBeLessThanOrEqual(BUDGETS_KB.firstAdminScreen);
  });

  it(`no chunk is over ${BUDGETS_KB.chunk} KB`, () => {
    expect(figures.largestChunk.kb, figures.largestChunk.file).toBeLessThanOrEqual(BUDGETS_KB.chunk);
  });
});
