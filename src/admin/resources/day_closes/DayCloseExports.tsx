import DownloadIcon from '@mui/icons-material/Download';
import { Button, Stack } from '@mui/material';
import { DAY_CLOSES_EXPORT_PATH } from '../../../domain';
import { ExportProgress, useCsvExport } from '../../lists/useCsvExport';
import { monthEnd, monthStart } from './months';
import { useDayCloseWords } from './useDayCloseWords';

/** The restaurant's closes as CSV (made by the server): of the day shown, or of its month. */
export function DayCloseExports({ restaurantId, day }: { restaurantId: string; day: string }) {
  const words = useDayCloseWords();
  const { progress, run } = useCsvExport();
  const exportRange = (dayFrom: string, dayUntil: string, fileName: string) =>
    void run(
      [
        {
          path: DAY_CLOSES_EXPORT_PATH,
          params: { filter: { restaurantId, dayFrom, dayUntil } },
          fileName,
          progress: words('exporting'),
        },
      ],
      words('exported'),
    );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', displayPrint: 'none' }}>
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        disabled={Boolean(progress)}
        onClick={() => exportRange(day, day, `day-close-${day}.csv`)}
      >
        {words('csvDay')}
      </Button>
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        disabled={Boolean(progress)}
        onClick={() => exportRange(monthStart(day), monthEnd(day), `day-closes-${day.slice(0, 7)}.csv`)}
      >
        {words('csvMonth')}
      </Button>
      <ExportProgress progress={progress} label={words('exporting')} />
    </Stack>
  );
}
