import { defineConfig } from 'vitest/config';
import { EXPECT_DEFAULTS } from './tests/support/waitBudget.ts';

// The stall test (tests/stall): hostile traffic against server processes while a cheap request is
// timed. It runs alone, after the other suites, so that no other test's load is in its figures.
export default defineConfig({
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: '.tmp/results/stall.json' },
    name: 'stall',
    include: ['tests/stall/**/*.test.ts'],
    environment: 'node',
    expect: EXPECT_DEFAULTS,
    globalSetup: ['tests/server/globalSetup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
