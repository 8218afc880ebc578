import { defineConfig } from 'vitest/config';
import { SlowFilesFirst } from './tests/support/slowFilesFirst.ts';
import { EXPECT_DEFAULTS } from './tests/support/waitBudget.ts';
import { graphqlAsNodeLoadsIt } from './tests/support/graphqlAlias.ts';

// Unit, server and component tests. Browser tests live in vitest.e2e.config.ts (they need the build).
export default defineConfig({
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: '.tmp/results/unit.json' },
    sequence: { sequencer: SlowFilesFirst },
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, which ran
    // the files one after another. Server tests wait much of their time (PostgreSQL, hashing, sockets),
    // so more files side by side use the cores (each file has its own databases and limit keys).
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'domain',
          include: ['tests/domain/**/*.test.ts'],
          environment: 'node',
          expect: EXPECT_DEFAULTS,
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          expect: EXPECT_DEFAULTS,
          globalSetup: ['tests/server/globalSetup.ts'],
          alias: [graphqlAsNodeLoadsIt],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // The admin's data provider runs against the real server here (tests/server/dataProvider.test.ts).
          server: { deps: { inline: [/ra-data-graphql/] } },
        },
      },
      {
        test: {
          name: 'admin',
          include: ['tests/admin/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          expect: EXPECT_DEFAULTS,
          setupFiles: ['tests/admin/setup.ts'],
          // Twice the wait budget: a wait that runs out fails on its own message, not on the test's time-out.
          testTimeout: 60_000,
          // Hooks that fetch the lazy screens ahead transform them first: seconds on a loaded machine.
          hookTimeout: 60_000,
          server: { deps: { inline: [/ra-data-graphql/] } },
        },
      },
    ],
  },
});
