/**
 * The one budget every test waits within for something to happen: a poll, a Testing Library
 * `waitFor`/`findBy…`, a Playwright action or locator. A test waits for the thing itself and this
 * only bounds how long it may take: generous, so a busy or slow machine still passes, and one
 * number, so nobody tunes a wait to their own machine (docs/testing.md).
 */
export const WAIT_BUDGET_MS = 30_000;

/** How often a poll looks again: often enough that a quick machine is not slowed down. */
export const POLL_INTERVAL_MS = 50;

/** `vi.waitFor`'s options: it has a 1 s default of its own, which the configs do not change. */
export const WAIT_FOR = { timeout: WAIT_BUDGET_MS, interval: POLL_INTERVAL_MS };

/** Vitest's `test.expect` for every config: `expect.poll` waits within the budget. */
export const EXPECT_DEFAULTS = { poll: { timeout: WAIT_BUDGET_MS, interval: POLL_INTERVAL_MS } };
