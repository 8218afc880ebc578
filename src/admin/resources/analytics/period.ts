import { businessDayOf, type DayRule } from '../../../domain';
import { dayStart, localDay } from '../../lists/days';

/** The presets of the period picker; `custom` takes its two days from date inputs. */
export const LAST_DAYS = [7, 30, 90] as const;
export type Preset = 'today' | `last${(typeof LAST_DAYS)[number]}` | 'thisMonth' | 'custom';

/** Whole local days, both ends included (`YYYY-MM-DD`, as Cube's `dateRange` takes them). */
export interface Period {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

/** The number of days of a period (both ends included). */
export function daysIn({ from, to }: Period): number {
  return Math.round((dayStart(to).getTime() - dayStart(from).getTime()) / DAY_MS) + 1;
}

/**
 * The days a preset covers on `now`'s day: the restaurant's business day when `rule` is its day rule,
 * else the viewer's own day (all restaurants: each counts its orders in its own business days).
 * `custom` keeps the days typed in.
 */
export function presetPeriod(preset: Preset, custom: Period, now = new Date(), rule?: DayRule): Period {
  const today = rule ? businessDayOf(now, rule) : localDay(now);
  if (preset === 'custom') return custom;
  if (preset === 'today') return { from: today, to: today };
  if (preset === 'thisMonth') return { from: `${today.slice(0, 8)}01`, to: today };
  const count = Number(preset.slice('last'.length));
  return { from: localDay(dayStart(today, 1 - count)), to: today };
}

/** The period of equal length just before (what each figure's change is measured against). */
export function previousPeriod(period: Period): Period {
  const length = daysIn(period);
  return { from: localDay(dayStart(period.from, -length)), to: localDay(dayStart(period.from, -1)) };
}

/** Days up to 90 are charted by day, longer periods by week. */
export function granularityOf(period: Period): 'day' | 'week' {
  return daysIn(period) <= 90 ? 'day' : 'week';
}

/** A custom period is usable when both days are there and in order. */
export function isValidPeriod({ from, to }: Period): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
}
