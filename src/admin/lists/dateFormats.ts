/**
 * Dates as every screen shows them, in the UI language and never as a bare numeric date that reads
 * differently in the US and in Indonesia (`25 Nov 2026`, `25 Nov 2026 14.30`).
 */
export const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

/** To the minute (a post's publish and expiry, a user's creation). */
export const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
