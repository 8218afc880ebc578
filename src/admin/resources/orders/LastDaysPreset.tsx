import { MenuItem, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { DayRule } from '../../../domain';
import { lastDaysFrom } from './orderDates';

/** A choice beside the "last {count} days" ones (`label` is a message key). */
export interface OtherPeriod {
  value: string;
  label: string;
}

interface Props {
  counts: readonly number[];
  /** The chosen count as text, another choice's value, or '' for none of them. */
  value: string;
  onChange(value: string): void;
  before?: readonly OtherPeriod[];
  after?: readonly OtherPeriod[];
}

/** "Last {count} days" (docs/spec.md §9) choices, with other periods around them, in a select labelled "Period". */
export function LastDaysSelect({ counts, value, onChange, before = [], after = [] }: Props) {
  const translate = useTranslate();
  const item = (itemValue: string, text: string) => (
    <MenuItem key={itemValue} value={itemValue}>
      {text}
    </MenuItem>
  );
  const other = (period: OtherPeriod) => item(period.value, translate(period.label));
  return (
    <TextField
      select
      size="small"
      label={translate('resources.orders.lastDays')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ width: 200, flexShrink: 0 }}
    >
      {before.map(other)}
      {counts.map((count) => item(String(count), translate('resources.orders.lastCountDays', { count })))}
      {after.map(other)}
    </TextField>
  );
}

const PRESETS = [7, 30, 90, 180];

/**
 * The order history's period: sets the date range filter to the restaurant's business day now and the days before it.
 */
export function LastDaysPreset({ rule }: { rule: DayRule }) {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const chosen = filterValues.createdBefore
    ? undefined
    : PRESETS.find((count) => filterValues.createdFrom === lastDaysFrom(count, rule));
  return (
    <LastDaysSelect
      counts={PRESETS}
      value={chosen ? String(chosen) : ''}
      onChange={(value) => {
        const { createdBefore: _before, ...rest } = filterValues;
        setFilters({ ...rest, createdFrom: lastDaysFrom(Number(value), rule) }, displayedFilters);
      }}
    />
  );
}
