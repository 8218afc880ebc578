import { useLocaleState, useTranslate } from 'react-admin';
import { enumLabelKey, NOT_OFFERED_REASONS } from '../../../domain';
import { DATE_TIME } from '../../lists/dateFormats';
import type { HealthProblem } from './MenuHealth';
import { useHealthWords } from './useHealthWords';

const list = (value: string) => value.split(',').filter(Boolean);

/**
 * A problem in words, in the UI language: its rule's message with the values it names, codes
 * turned into their labels (order types and plan, reasons, languages, post statuses), times
 * written as the UI language writes them.
 */
export function useProblemText(): (problem: HealthProblem) => string {
  const translate = useTranslate();
  const words = useHealthWords();
  const [locale] = useLocaleState();
  const label: Record<string, (value: string) => string> = {
    // An item sold for no order type says why in a sentence of its own (below); the other reasons are words in a
    // sentence.
    reason: (value) => ((NOT_OFFERED_REASONS as readonly string[]).includes(value) ? words(`reasons.${value}`) : value),
    plan: (value) => translate(enumLabelKey('orderPlan', value)),
    orderTypes: (value) =>
      list(value)
        .map((type) => translate(enumLabelKey('orderType', type)))
        .join(', '),
    language: (value) => translate(enumLabelKey('language', value)),
    fields: (value) =>
      list(value)
        .map((field) => words(`fields.${field}`))
        .join(', '),
    status: (value) => translate(enumLabelKey('postStatus', value)),
    soldOutUntil: (value) => new Date(value).toLocaleString(locale, DATE_TIME),
    // A business day (YYYY-MM-DD), the restaurant's: read as that date, in no zone.
    since: (value) =>
      new Date(`${value}T00:00:00Z`).toLocaleDateString(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
  };
  return (problem) => {
    const raw = Object.fromEntries(problem.values.map(({ name, value }) => [name, value]));
    const params = Object.fromEntries(
      Object.entries(raw).map(([name, value]) => [name, label[name]?.(value) ?? value]),
    );
    return words(
      problem.rule === 'NO_ORDER_TYPE' ? `noOrderType.${raw.reason}` : `rules.${problem.rule}.message`,
      params,
    );
  };
}
