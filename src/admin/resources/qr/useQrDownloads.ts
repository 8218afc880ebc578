import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import type { QrCode } from './qrCodes';
import { qrPng } from './qrPng';
import { qrFileName, qrZipName, type QrExportSize } from './qrTargets';
import { qrZip } from './qrZip';
import { saveFile } from './saveFile';

/** How far the ZIP is: codes drawn so far of all. */
export interface ZipProgress {
  done: number;
  total: number;
}

/**
 * Downloads made on demand: one code as a PNG, or every code in a ZIP (with its progress). While
 * a ZIP is being made the buttons wait; a failure says "Failed to export data" (docs/spec.md §8).
 */
export function useQrDownloads(slug: string, codes: readonly QrCode[], size: QrExportSize) {
  const notify = useNotify();
  const [zipProgress, setZipProgress] = useState<ZipProgress | null>(null);

  const failed = useCallback(
    (error: unknown) => {
      console.warn('QR code download failed', error);
      notify('errors.failedExport', { type: 'error' });
    },
    [notify],
  );

  const downloadOne = useCallback(
    (code: QrCode) => {
      try {
        saveFile(new Blob([qrPng(code.url, size)], { type: 'image/png' }), qrFileName(slug, code.target, size));
      } catch (error) {
        failed(error);
      }
    },
    [slug, size, failed],
  );

  const downloadAll = async () => {
    const total = codes.length;
    setZipProgress({ done: 0, total });
    try {
      const files = codes.map(({ target, url }) => ({ name: qrFileName(slug, target, size), text: url }));
      const zip = await qrZip(files, size, (done) => setZipProgress({ done, total }));
      saveFile(new Blob([zip], { type: 'application/zip' }), qrZipName(slug, size));
    } catch (error) {
      failed(error);
    } finally {
      setZipProgress(null);
    }
  };

  return { busy: zipProgress !== null, zipProgress, downloadOne, downloadAll };
}
