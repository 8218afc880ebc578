import { Box, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { downloadCsv, ExportRefused, type DownloadProgress } from './csvDownload';

/**
 * One file of an export: the server's path and parameters, the name it is saved as, and its progress message key
 * (`%{percent}` when the server counts the rows ahead, else `%{smart_count}` rows).
 */
export interface CsvFileRequest {
  path: string;
  params: Record<string, unknown>;
  fileName: string;
  progress: string;
}

/**
 * Runs a list's export, file after file, keeping the progress to show; then says `done`, or the
 * server's refusal, or "Failed to export data. Please try again.".
 */
export function useCsvExport() {
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [progress, setProgress] = useState<({ message: string } & DownloadProgress) | null>(null);
  const run = async (files: readonly CsvFileRequest[], done: string) => {
    try {
      for (const file of files) {
        setProgress({ message: file.progress, rows: 0 });
        await downloadCsv(file.path, file.params, locale, file.fileName, (received) =>
          setProgress({ message: file.progress, ...received }),
        );
      }
      notify(done, { type: 'success' });
    } catch (error) {
      console.warn('[export]', error);
      notify(error instanceof ExportRefused && error.message ? error.message : 'errors.failedExport', {
        type: 'error',
      });
    } finally {
      setProgress(null);
    }
  };
  return { progress, run };
}

/** An export's progress, announced: the file's message and a bar (`label` names the export). */
export function ExportProgress({
  progress,
  label,
}: {
  progress: ReturnType<typeof useCsvExport>['progress'];
  label: string;
}) {
  const translate = useTranslate();
  if (!progress) return null;
  return (
    <Box role="status" sx={{ width: 180 }}>
      <Typography variant="caption">
        {translate(progress.message, {
          percent: Math.round((progress.fraction ?? 0) * 100),
          smart_count: progress.rows,
        })}
      </Typography>
      {progress.fraction === undefined ? (
        <LinearProgress aria-label={translate(label)} />
      ) : (
        <LinearProgress variant="determinate" value={progress.fraction * 100} aria-label={translate(label)} />
      )}
    </Box>
  );
}
