import { useLocaleState, useTranslate } from 'react-admin';
import { enumLabelKey, NOT_OFFERED_REASONS } from '../../../domain';
import { DATE_TIME } from '../../lists/dateFormats';
import type { HealthProblem } from './MenuHealth';

const list = (value: string) => value.split(',').filter(Boolean);

/**
 * A problem in words, in the UI language: its rule's message with the values it names, codes
 * turned into their labels (order types and plan, reasons, languages, post statuses), times
 * written as the UI language writes them.
 */
export function useProblemText(): (problem: HealthProblem) => string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const label: Record<string, (value: string) => string> = {
    // An item sold for no order type says why in a sentence of its own (below); the other reasons are words in a sentence.
    reason: (value) => ((NOT_OFFERED_REASONS as readonly string[]).includes(value) ? translate(`resources.menu_health.reasons.${value}`) : value),
    plan: (value) => translate(enumLabelKey('orderPlan', value)),
    orderTypes: (value) => list(value).map((type) => translate(enumLabelKey('orderType', type))).join(', '),
    language: (value) => translate(enumLabelKey('language', value)),
    fields: (value) => list(value).map((field) => translate(`resources.menu_health.fields.${field}`)).join(', '),
    status: (value) => translate(enumLabelKey('postStatus', value)),
    soldOutUntil: (value) => new Date(value).toLocaleString(locale, DATE_TIME),
  };
  return (problem) => {
    const raw = Object.fromEntries(problem.values.map(({ name, value }) => [name, value]));
    const params: Record<string, string | number> = Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, label[name]?.(value) ?? value]));
    if (raw.min !== undefined) params.smart_count = Number(raw.min);
    const key = problem.rule === 'NO_ORDER_TYPE' ? `resources.menu_health.noOrderType.${raw.reason}` : `resources.menu_health.rules.${problem.rule}.message`;
    return translate(key, params);
  };
}
