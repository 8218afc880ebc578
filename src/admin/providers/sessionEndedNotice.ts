/**
 * Why the sign-in page is shown: when the server ended the session (signed out elsewhere, the
 * account changed, the session expired), the page says so once instead of appearing without a word.
 * Kept for this tab only.
 */
const KEY = 'restoboard.sessionEnded';

export function noteSessionEnded(): void {
  sessionStorage.setItem(KEY, '1');
}

/** Whether the session was ended by the server since the sign-in page last said so. */
export const sessionEndedNoticed = (): boolean => sessionStorage.getItem(KEY) === '1';

/** The sign-in page said it: a reload or the next visit shows the page without it. */
export function forgetSessionEnded(): void {
  sessionStorage.removeItem(KEY);
}
