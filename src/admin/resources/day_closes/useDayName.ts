import { useLocaleState } from 'react-admin';

/** A business day (a date of no zone) as the UI language says it: `Sat, Nov 28, 2026`, `Sab, 28 Nov 2026`. */
export function useDayName(): (day: string) => string {
  const [locale] = useLocaleState();
  return (day) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
}
