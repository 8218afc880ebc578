import { MenuItem, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { lastDaysFrom } from './orderDates';

const PRESETS = [7, 30, 90, 180];

/** "Last {count} days" (spec §9): sets the date range to today and the days before it. */
export function LastDaysPreset() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const chosen = filterValues.createdBefore ? '' : (PRESETS.find((count) => filterValues.createdFrom === lastDaysFrom(count)) ?? '');
  return (
    <TextField
      select
      size="small"
      label={translate('resources.orders.lastDays')}
      value={chosen}
      onChange={(event) => {
        const { createdBefore: _before, ...rest } = filterValues;
        setFilters({ ...rest, createdFrom: lastDaysFrom(Number(event.target.value)) }, displayedFilters);
      }}
      sx={{ minWidth: 160 }}
    >
      {PRESETS.map((count) => (
        <MenuItem key={count} value={count}>
          {translate('resources.orders.lastCountDays', { count })}
        </MenuItem>
      ))}
    </TextField>
  );
}
