import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LastDaysSelect } from '../orders/LastDaysPreset';
import { isValidPeriod, LAST_DAYS, type Period, type Preset } from './period';

const BEFORE = [{ value: 'today', label: 'resources.analytics.presets.today' }];
const AFTER = [
  { value: 'thisMonth', label: 'resources.analytics.presets.thisMonth' },
  { value: 'custom', label: 'resources.analytics.presets.custom' },
];

const toPreset = (value: string): Preset => (/^\d+$/.test(value) ? (`last${value}` as Preset) : (value as Preset));
const toValue = (preset: Preset): string => (preset.startsWith('last') ? preset.slice('last'.length) : preset);

interface Props {
  preset: Preset;
  custom: Period;
  onPreset(preset: Preset): void;
  onCustom(period: Period): void;
}

/** Today, the last 7/30/90 days, this month, or two days of one's own (labelled date inputs). */
export function PeriodPicker({ preset, custom, onPreset, onCustom }: Props) {
  const translate = useTranslate();
  const invalid = preset === 'custom' && !isValidPeriod(custom);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <LastDaysSelect counts={LAST_DAYS} value={toValue(preset)} onChange={(value) => onPreset(toPreset(value))} before={BEFORE} after={AFTER} />
      {preset === 'custom' && (
        <>
          <TextField
            type="date"
            size="small"
            label={translate('resources.analytics.from')}
            value={custom.from}
            onChange={(event) => onCustom({ ...custom, from: event.target.value })}
            error={invalid}
            helperText={invalid ? translate('resources.analytics.badRange') : undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            label={translate('resources.analytics.to')}
            value={custom.to}
            onChange={(event) => onCustom({ ...custom, to: event.target.value })}
            error={invalid}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </>
      )}
    </Stack>
  );
}
