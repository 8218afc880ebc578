import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import {
  EXPORT_MAX_MONTHS,
  exportRangeRefusal,
  longestExportStart,
  ORDER_EXPORT_FILES,
  ORDERS_EXPORT_PATH,
} from '../../../domain';
import { ExportProgress, useCsvExport } from '../../lists/useCsvExport';
import { useRestaurant } from '../restaurants/useRestaurant';
import { exportFileName } from './exportOrders';
import { useRestaurantClock } from './restaurantClock';

/**
 * Exports exactly the filtered orders, as two files made by the server (the orders, and their
 * items) named by restaurant and days, showing progress; "Failed to export data. Please try
 * again." when a download fails. Without From, the last 6 months up to Until (or now) are exported,
 * as said beside the button; a range the server would refuse (over 6 months) is told beside the
 * disabled button, before anything is asked.
 */
export function ExportOrdersButton() {
  const translate = useTranslate();
  const { filterValues, filter, total } = useListContext();
  const { slug } = useRestaurant(filter?.restaurantId as string | undefined);
  const clock = useRestaurantClock(filter?.restaurantId as string | undefined);
  const { progress, run: download } = useCsvExport();
  // Until a day is chosen, the range ends now (a minute ahead, for clocks a little apart) and starts the longest export
  // before.
  const rangeEndingAt = (now: number) => {
    const createdBefore: string = filterValues.createdBefore ?? new Date(now + 60_000).toISOString();
    return {
      ...filterValues,
      ...filter,
      createdBefore,
      createdFrom: filterValues.createdFrom ?? longestExportStart(createdBefore),
    };
  };
  const [shownAt] = useState(() => Date.now());
  const range = rangeEndingAt(shownAt);
  const refusal = exportRangeRefusal(range.createdFrom, range.createdBefore);
  const note = refusal ?? (filterValues.createdFrom ? undefined : 'resources.orders.export.lastMonths');

  const run = () => {
    const range = rangeEndingAt(Date.now());
    return download(
      ORDER_EXPORT_FILES.map((file) => ({
        path: ORDERS_EXPORT_PATH,
        params: { file, filter: range },
        fileName: exportFileName(slug ?? 'restaurant', file, range.createdFrom, range.createdBefore, clock),
        progress: `resources.orders.export.progress.${file}`,
      })),
      'resources.orders.export.done',
    );
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <ExportProgress progress={progress} label="resources.orders.export.label" />
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', maxWidth: 260 }}>
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          onClick={run}
          disabled={progress !== null || !total || refusal !== undefined}
          aria-describedby={note ? 'export-refusal' : undefined}
        >
          {translate('resources.orders.export.label')}
        </Button>
        {note && total ? (
          <Typography
            id="export-refusal"
            component="p"
            variant="caption"
            color="text.secondary"
            sx={{ textAlign: 'right', lineHeight: 1.3 }}
          >
            {translate(note, { count: EXPORT_MAX_MONTHS })}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
