/**
 * A token of what a guest menu shows (docs/features.md, "Live guest menus"): equal menus give equal tokens, on every
 * process, so a guest page and the server's change watch can tell whether the page shows the menu of now. It says
 * nothing of the menu itself.
 */
import { createHash } from 'node:crypto';

export const menuVersion = (menu: object): string =>
  createHash('sha256').update(JSON.stringify(menu)).digest('base64url').slice(0, 22);

/** Matches a token (a client's `Last-Event-ID` or `v` is taken only when it is one). */
export const VERSION_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * `menu` with its `version`, worked out only when read (a getter left out of JSON): a crowd reading fields without
 * it pays nothing for it.
 */
export function withVersion<T extends object>(menu: T): T & { readonly version: string } {
  let version: string | undefined;
  return Object.defineProperty(menu, 'version', {
    get: () => (version ??= menuVersion(menu)),
    enumerable: false,
  }) as T & { readonly version: string };
}
