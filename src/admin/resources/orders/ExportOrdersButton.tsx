import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useListContext, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { downloadOrdersCsv, ExportRefused, type ExportFile } from './exportOrders';

const FILES: readonly ExportFile[] = ['orders', 'items'];

/**
 * Exports exactly the filtered orders, as two files made by the server (the orders, and their
 * items), showing progress; "Failed to export data. Please try again." when a download fails,
 * the server's own message when it refuses the range.
 */
export function ExportOrdersButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const { filterValues, filter, total } = useListContext();
  const [progress, setProgress] = useState<{ file: ExportFile; fraction: number } | null>(null);

  const run = async () => {
    const range = { ...filterValues, ...filter, createdBefore: filterValues.createdBefore ?? new Date(Date.now() + 60_000).toISOString() };
    try {
      for (const file of FILES) {
        setProgress({ file, fraction: 0 });
        await downloadOrdersCsv(file, range, locale, (fraction) => setProgress({ file, fraction }));
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
      <Button size="small" startIcon={<DownloadIcon />} onClick={run} disabled={progress !== null || !total}>
        {translate('resources.orders.export.label')}
      </Button>
    </Box>
  );
}
