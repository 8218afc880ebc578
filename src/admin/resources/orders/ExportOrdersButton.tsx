import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useListContext, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { exportRangeRefusal } from '../../../domain';
import { useRestaurant } from '../restaurants/useRestaurant';
import { downloadOrdersCsv, exportFileName, ExportRefused, type ExportFile } from './exportOrders';

const FILES: readonly ExportFile[] = ['orders', 'items'];

/**
 * Exports exactly the filtered orders, as two files made by the server (the orders, and their
 * items) named by restaurant and days, showing progress; "Failed to export data. Please try
 * again." when a download fails. A range the server would refuse (none, or over 6 months) is
 * told beside the disabled button, before anything is asked.
 */
export function ExportOrdersButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const { filterValues, filter, total } = useListContext();
  const { slug } = useRestaurant(filter?.restaurantId as string | undefined);
  const [progress, setProgress] = useState<{ file: ExportFile; fraction: number } | null>(null);
  // Until a day is chosen, the range ends now (a minute ahead, for clocks a little apart).
  const rangeEndingAt = (now: number) => ({ ...filterValues, ...filter, createdBefore: filterValues.createdBefore ?? new Date(now + 60_000).toISOString() });
  const [shownAt] = useState(() => Date.now());
  const refusal = exportRangeRefusal(filterValues.createdFrom, rangeEndingAt(shownAt).createdBefore);

  const run = async () => {
    const range = rangeEndingAt(Date.now());
    try {
      for (const file of FILES) {
        setProgress({ file, fraction: 0 });
        await downloadOrdersCsv(file, range, locale, exportFileName(slug ?? 'restaurant', file, range.createdFrom, range.createdBefore), (fraction) => setProgress({ file, fraction }));
      }
      notify('resources.orders.export.done', { type: 'success' });
    } catch (error) {
      console.warn('[export]', error);
      notify(error instanceof ExportRefused && error.message ? error.message : 'errors.failedExport', { type: 'error' });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {progress && (
        <Box role="status" sx={{ width: 180 }}>
          <Typography variant="caption">
            {translate(`resources.orders.export.progress.${progress.file}`, { percent: Math.round(progress.fraction * 100) })}
          </Typography>
          <LinearProgress variant="determinate" value={progress.fraction * 100} aria-label={translate('resources.orders.export.label')} />
        </Box>
      )}
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', maxWidth: 260 }}>
        <Button size="small" startIcon={<DownloadIcon />} onClick={run} disabled={progress !== null || !total || refusal !== undefined} aria-describedby={refusal ? 'export-refusal' : undefined}>
          {translate('resources.orders.export.label')}
        </Button>
        {refusal && total ? (
          <Typography id="export-refusal" component="p" variant="caption" color="text.secondary" sx={{ textAlign: 'right', lineHeight: 1.3 }}>
            {translate(refusal)}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
