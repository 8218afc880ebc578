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
      <LastDaysSelect
        counts={LAST_DAYS}
        value={toValue(preset)}
        onChange={(value) => onPreset(toPreset(value))}
        before={BEFORE}
        after={AFTER}
      />
      {preset === 'custom' &&
        (['from', 'to'] as const).map((end) => (
          <TextField
            key={end}
            type="date"
            size="small"
            label={translate(`resources.analytics.${end}`)}
            value={custom[end]}
            onChange={(event) => onCustom({ ...custom, [end]: event.target.value })}
            error={invalid}
            helperText={invalid && end === 'from' ? translate('resources.analytics.badRange') : undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
    </Stack>
  );
}
