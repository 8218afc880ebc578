import { addDays } from '../../../domain';

/** The first day of a date's month (`2026-02-14` → `2026-02-01`). */
export const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

/** The last day of a date's month (`2026-02-14` → `2026-02-28`). */
export const monthEnd = (day: string) => addDays(monthStart(addDays(`${day.slice(0, 7)}-28`, 4)), -1);
