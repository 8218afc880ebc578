/**
 * A restaurant's structured settings (docs/spec.md §3, §5, §9): opening hours, the two services, payment
 * methods, and the rules over them, shared by the form and the API.
 */
import { localTime } from './businessDay';
import { ORDER_PLANS, ORDER_TYPES_OF_PLAN, PAYMENT_METHODS, type OrderPlan, type PaymentMethod } from './enums';
import { isBlank, type MessageRef, type Rule } from './validation';

/** One opening interval of a day (0 = Sunday); several a day are allowed, never overlapping. */
export interface OpeningInterval {
  day: number;
  start: string;
  end: string;
  allDay?: boolean | null;
}

/** Service 1 and Service 2: their hours and the last order, in minutes before the end. */
export interface ServiceHours {
  start?: string | null;
  end?: string | null;
  lastOrderMinutes?: number | null;
}

export interface PaymentMethodSetting {
  method: PaymentMethod;
  active: boolean;
  /** The NQR (QRIS) image customers scan; required while NQR is active. */
  qrImageUrl?: string | null;
}

export const DAYS = [0, 1, 2, 3, 4, 5, 6] as const;
/** The days as a week is read in the product's markets: Monday first. */
export const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;
/** Opening intervals a week may hold (six a day). */
export const MAX_OPENING_INTERVALS = 42;
export const SERVICE_COUNT = 2;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const isTime = (value: unknown): value is string => typeof value === 'string' && TIME_PATTERN.test(value);
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The minutes of the day an interval covers, [from, to); all day is the whole day. */
function span(interval: OpeningInterval): [number, number] {
  return interval.allDay ? [0, 24 * 60] : [minutesOf(interval.start), minutesOf(interval.end)];
}

/** Opening hours: well-formed intervals, start before end (same only for 24 hours), none overlapping on a day. */
export const openingHours =
  (): Rule =>
  (value): MessageRef | undefined => {
    if (!Array.isArray(value) || value.length === 0) return undefined;
    const intervals = value as OpeningInterval[];
    if (intervals.length > MAX_OPENING_INTERVALS)
      return { key: 'validation.maxSelected', params: { obj: 'opening hours', count: MAX_OPENING_INTERVALS } };
    for (const interval of intervals) {
      if (!DAYS.includes(interval.day as (typeof DAYS)[number]))
        return { key: 'validation.invalid', params: { attr: 'Day' } };
      if (interval.allDay) continue;
      if (!isTime(interval.start) || !isTime(interval.end))
        return { key: 'validation.invalid', params: { attr: 'Time' } };
      if (interval.start === interval.end) return { key: 'validation.sameTime' };
      if (minutesOf(interval.end) < minutesOf(interval.start))
        return { key: 'validation.afterOrSame', params: { attr: 'End', other: 'Start' } };
    }
    for (const day of DAYS) {
      const spans = intervals
        .filter((interval) => interval.day === day)
        .map(span)
        .sort((a, b) => a[0] - b[0]);
      for (let i = 1; i < spans.length; i++)
        if (spans[i][0] < spans[i - 1][1]) return { key: 'validation.hoursCollide' };
    }
    return undefined;
  };

const weekPosition = (day: number) => (WEEK as readonly number[]).indexOf(day);

/** Opening hours as a week reads: by day (Monday first), then by opening time. */
export function sortOpeningHours<T extends OpeningInterval>(intervals: readonly T[]): T[] {
  const opens = (interval: OpeningInterval) => (interval.allDay ? '' : interval.start);
  return [...intervals].sort((a, b) => weekPosition(a.day) - weekPosition(b.day) || opens(a).localeCompare(opens(b)));
}

/** The interval an "add" proposes: the day after the week's last one, at its hours (a week is filled in day by day). */
export function nextOpeningInterval(intervals: readonly OpeningInterval[]): OpeningInterval {
  const last = sortOpeningHours(intervals).at(-1);
  if (!last) return { day: 1, start: '09:00', end: '17:00', allDay: false };
  return { ...last, day: WEEK[(weekPosition(last.day) + 1) % WEEK.length] };
}

/**
 * Whether `now` is within an opening interval, read on the restaurant's own wall clock (its time
 * zone: the day and the time there, whatever the server's or the browser's); no hours set means
 * always open. Intervals are calendar days of that clock (the cut-off moves the business day, not
 * the hours a restaurant names).
 */
export function isOpen(hours: readonly OpeningInterval[], now: Date, timeZone: string): boolean {
  if (hours.length === 0) return true;
  const { weekday, minutes: minute } = localTime(now, timeZone);
  return hours.some((interval) => {
    if (interval.day !== weekday) return false;
    if (interval.allDay || interval.start === interval.end) return true;
    return minute >= minutesOf(interval.start) && minute < minutesOf(interval.end);
  });
}

/** The intervals of one day (0 = Sunday), by opening time. */
export const hoursOfDay = <T extends OpeningInterval>(hours: readonly T[], day: number): T[] =>
  sortOpeningHours(hours.filter((interval) => interval.day === day));

/** Today's intervals, today being the restaurant's date at `now` in its time zone. */
export const hoursToday = <T extends OpeningInterval>(hours: readonly T[], now: Date, timeZone: string): T[] =>
  hoursOfDay(hours, localTime(now, timeZone).weekday);

/** Services: at most two; a service with any hour given needs both; start and end differ; last order ≥ 0. */
export const services =
  (): Rule =>
  (value): MessageRef | undefined => {
    if (!Array.isArray(value)) return undefined;
    const list = value as ServiceHours[];
    if (list.length > SERVICE_COUNT)
      return { key: 'validation.maxSelected', params: { obj: 'services', count: SERVICE_COUNT } };
    for (const service of list) {
      const given = [service.start, service.end].filter(present).length;
      if (given === 1 || (given === 0 && present(service.lastOrderMinutes)))
        return { key: 'validation.serviceHoursRequired' };
      if (given === 0) continue;
      if (!isTime(service.start) || !isTime(service.end))
        return { key: 'validation.invalid', params: { attr: 'Time' } };
      if (service.start === service.end) return { key: 'validation.sameTime' };
      if (present(service.lastOrderMinutes) && !(Number(service.lastOrderMinutes) >= 0))
        return { key: 'validation.minValue', params: { attr: 'Last order', val: 0 } };
    }
    return undefined;
  };

/**
 * Payment methods: known methods, each once; at least one active; an active NQR needs its QR
 * image. Not given on create is fine (a new restaurant starts with cash).
 */
export const paymentMethods =
  (): Rule =>
  (value): MessageRef | undefined => {
    if (value === undefined) return undefined;
    const list = Array.isArray(value) ? (value as PaymentMethodSetting[]) : [];
    if (list.some((p) => !(PAYMENT_METHODS as readonly string[]).includes(p.method)))
      return { key: 'validation.unknownValue', params: { attr: 'Payment method' } };
    if (new Set(list.map((p) => p.method)).size !== list.length)
      return { key: 'validation.invalid', params: { attr: 'Payment method' } };
    if (!list.some((p) => p.active)) return { key: 'validation.activePaymentRequired' };
    if (list.some((p) => p.method === 'NQR' && p.active && !present(p.qrImageUrl)))
      return { key: 'validation.qrRequired' };
    return undefined;
  };

/** Whether an order plan lets customers order for delivery (a blank plan does not). */
export const offersDelivery = (plan: unknown): boolean =>
  (ORDER_PLANS as readonly unknown[]).includes(plan) && ORDER_TYPES_OF_PLAN[plan as OrderPlan].includes('DELIVERY');

/** The delivery charge is needed only while the order plan offers delivery; otherwise nobody is charged it. */
export const deliveryChargeRequired = (): Rule => (value, record) =>
  offersDelivery(record?.orderPlan) && isBlank(value) ? { key: 'validation.required' } : undefined;

/** What a new restaurant starts with. */
export const DEFAULT_PAYMENT_METHODS: PaymentMethodSetting[] = [{ method: 'CASH', active: true, qrImageUrl: null }];
