import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { WAIT_BUDGET_MS } from '../support/waitBudget';

/** `waitFor` and `findBy…` wait for the thing within the tests' one budget, not Testing Library's second. */
configure({ asyncUtilTimeout: WAIT_BUDGET_MS });

/** As in react-admin's own tests: a console error fails the test. */
let consoleErrors: unknown[][] = [];

/**
 * The one known warning of the libraries together: react-admin 5.15's text inputs still hand MUI's
 * TextField `InputProps` and `inputProps` (beside the `slotProps` MUI 9 reads), which MUI 9 passes on to the DOM.
 */
const isLibraryPropWarning = ([message, prop]: unknown[]) =>
  typeof message === 'string' &&
  message.startsWith('React does not recognize the `%s` prop on a DOM element') &&
  (prop === 'InputProps' || prop === 'inputProps');

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!isLibraryPropWarning(args)) consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  localStorage.clear();
  expect(consoleErrors, 'console.error was called').toEqual([]);
});
