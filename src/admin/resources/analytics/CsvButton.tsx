import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A chart's "CSV" button, named for the chart (`title`, a message key) to assistive technology. */
export function CsvButton({ title, onClick }: { title: string; onClick(): void }) {
  const translate = useTranslate();
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      onClick={onClick}
      aria-label={translate('resources.analytics.csvOf', { table: translate(title) })}
    >
      {translate('resources.analytics.csv')}
    </Button>
  );
}
