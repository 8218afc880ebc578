import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { AUDIT_EXPORT_PATH } from '../../../domain';
import { ExportProgress, useCsvExport } from '../../lists/useCsvExport';

/** The filtered entries as CSV, made by the server (tenancy and masking as the list's). */
export function ExportAuditButton() {
  const translate = useTranslate();
  const { filterValues, data } = useListContext();
  const { progress, run } = useCsvExport();
  const download = () =>
    run(
      [
        {
          path: AUDIT_EXPORT_PATH,
          params: { filter: filterValues },
          fileName: `audit-log-${new Date().toISOString().slice(0, 10)}.csv`,
          progress: 'resources.audit_entries.export.progress',
        },
      ],
      'resources.audit_entries.export.done',
    );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <ExportProgress progress={progress} label="resources.audit_entries.export.label" />
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        onClick={download}
        disabled={progress !== null || !data?.length}
      >
        {translate('resources.audit_entries.export.label')}
      </Button>
    </Box>
  );
}
