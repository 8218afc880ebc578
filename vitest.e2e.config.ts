import { defineConfig } from 'vitest/config';
import { SlowFilesFirst } from './tests/support/slowFilesFirst.ts';
import { EXPECT_DEFAULTS } from './tests/support/waitBudget.ts';
import { graphqlAsNodeLoadsIt } from './tests/support/graphqlAlias.ts';

// Browser tests: the built app served by the real server, driven in headless Chromium.
export default defineConfig({
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: '.tmp/results/e2e.json' },
    sequence: { sequencer: SlowFilesFirst },
    name: 'e2e',
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    environment: 'node',
    expect: EXPECT_DEFAULTS,
    alias: [graphqlAsNodeLoadsIt],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Two files at a time, each with its own server and browser: a browser test mostly waits (for the
    // page, the server, an animation), so two of them share the CI machine's two cores well (18 → 9 min).
    fileParallelism: true,
    maxWorkers: 2,
  },
});
