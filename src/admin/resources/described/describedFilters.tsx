import type { ReactElement } from 'react';
import { SearchInput, type TranslateFunction } from 'react-admin';
import { fieldLabelKey, type DayRule } from '../../../domain';
import { DayInput } from '../../inputs/DateInputs';
import { dayInputs, lastDaysFrom } from '../orders/orderDates';
import { kindOf, type DescribedDescriptor } from './DescribedDescriptor';
import { describedInput } from './describedInput';

interface FilterUse {
  restaurantId: string | undefined;
  /** The restaurant's days (the viewer's own for platform rows): what a moment's From and Until mean. */
  rule: DayRule;
  translate: TranslateFunction;
}

/**
 * A moment's From and Until: days picked on the restaurant's calendar, sent as the instants its
 * business days start (`{field}From`, inclusive) and end (`{field}Before`, exclusive) at.
 */
function periodInputs(descriptor: DescribedDescriptor, field: string, { rule, translate }: FilterUse): ReactElement[] {
  const days = dayInputs(rule);
  const named = translate(fieldLabelKey(descriptor, field));
  return [
    <DayInput
      key={`${field}From`}
      source={`${field}From`}
      label={translate('app.period.from', { field: named })}
      {...days.from}
    />,
    <DayInput
      key={`${field}Before`}
      source={`${field}Before`}
      label={translate('app.period.until', { field: named })}
      {...days.until}
    />,
  ];
}

/** A described list's filters: its search box, then an input per filter field of the description. */
export function describedFilters(descriptor: DescribedDescriptor, use: FilterUse): ReactElement[] {
  const { list } = descriptor;
  return [
    ...(list.search ? [<SearchInput key="q" source="q" alwaysOn />] : []),
    ...(list.filters ?? []).flatMap((field) =>
      kindOf(descriptor, field).kind === 'dateTime'
        ? periodInputs(descriptor, field, use)
        : [describedInput(descriptor, field, { restaurantId: use.restaurantId, filter: true })],
    ),
  ];
}

/** What the list opens filtered by: today's and later rows of its `fromToday` moment, by the restaurant's today. */
export function describedFilterDefaults(
  { list }: DescribedDescriptor,
  rule: DayRule,
  now = new Date(),
): Record<string, string> | undefined {
  return list.fromToday ? { [`${list.fromToday}From`]: lastDaysFrom(1, rule, now) } : undefined;
}
