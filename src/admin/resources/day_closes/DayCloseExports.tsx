import DownloadIcon from '@mui/icons-material/Download';
import { Button, Stack } from '@mui/material';
import { addDays, DAY_CLOSES_EXPORT_PATH } from '../../../domain';
import { ExportProgress, useCsvExport } from '../../lists/useCsvExport';
import { useDayCloseWords } from './useDayCloseWords';

/** The last day of a date's month (`2026-02-14` → `2026-02-28`). */
const monthEnd = (day: string) => addDays(`${addDays(`${day.slice(0, 7)}-28`, 4).slice(0, 7)}-01`, -1);

/** The restaurant's closes as CSV (made by the server): of the day shown, or of its month. */
export function DayCloseExports({ restaurantId, day }: { restaurantId: string; day: string }) {
  const words = useDayCloseWords();
  const { progress, run } = useCsvExport();
  const exportRange = (dayFrom: string, dayUntil: string, fileName: string) =>
    void run([{ path: DAY_CLOSES_EXPORT_PATH, params: { filter: { restaurantId, dayFrom, dayUntil } }, fileName, progress: words('exporting') }], words('exported'));
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', displayPrint: 'none' }}>
      <Button size="small" startIcon={<DownloadIcon />} disabled={Boolean(progress)} onClick={() => exportRange(day, day, `day-close-${day}.csv`)}>
        {words('csvDay')}
      </Button>
      <Button size="small" startIcon={<DownloadIcon />} disabled={Boolean(progress)} onClick={() => exportRange(`${day.slice(0, 7)}-01`, monthEnd(day), `day-closes-${day.slice(0, 7)}.csv`)}>
        {words('csvMonth')}
      </Button>
      <ExportProgress progress={progress} label={words('exporting')} />
    </Stack>
  );
}
