import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { IconButton, Stack, TextField } from '@mui/material';
import { addDays, isDay } from '../../../domain';
import { useDayCloseWords } from './useDayCloseWords';

/** The business day counted: a date, with a step back and forward (no later than the restaurant's today). */
export function DayPicker({ day, today, onChange }: { day: string; today: string; onChange(day: string): void }) {
  const words = useDayCloseWords();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <IconButton aria-label={words('previousDay')} onClick={() => onChange(addDays(day, -1))}>
        <ChevronLeftIcon />
      </IconButton>
      <TextField
        type="date"
        size="small"
        label={words('day')}
        value={day}
        onChange={(event) => isDay(event.target.value) && onChange(event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
      />
      <IconButton aria-label={words('nextDay')} onClick={() => onChange(addDays(day, 1))} disabled={day >= today}>
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}
