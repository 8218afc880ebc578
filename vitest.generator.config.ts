import { defineConfig } from 'vitest/config';
import { EXPECT_DEFAULTS } from './tests/support/waitBudget.ts';

// The generator's tests (tests/tools). One adds resources in a scratch copy of the repository and
// type-checks, lints and tests them there, a minute of both cores: it runs alone, after the other suites.
export default defineConfig({
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: '.tmp/results/generator.json' },
    name: 'generator',
    include: ['tests/tools/**/*.test.ts'],
    environment: 'node',
    expect: EXPECT_DEFAULTS,
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});
