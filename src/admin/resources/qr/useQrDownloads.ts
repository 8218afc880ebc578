import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { QrCode } from './qrCodes';
import { qrPng } from './qrPng';
import { qrZipName, type QrExportSize } from './qrTargets';
import { qrZip } from './qrZip';
import { saveFile } from './saveFile';

/** How far the ZIP is: codes drawn so far of all. */
export interface ZipProgress {
  done: number;
  total: number;
}

/**
 * Downloads made on demand: one code as a PNG, or every code in a ZIP (with its progress). One
 * download at a time; a failure says "Failed to export data" (spec §8) and changes nothing.
 */
export function useQrDownloads(slug: string, codes: readonly QrCode[], size: QrExportSize) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [zipProgress, setZipProgress] = useState<ZipProgress | null>(null);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      console.warn('QR code download failed', error);
      notify('errors.failedExport', { type: 'error' });
    } finally {
      setBusy(false);
      setZipProgress(null);
    }
  };

  const downloadOne = (code: QrCode) =>
    run(async () => {
      saveFile(await qrPng(code.url, size), code.fileName);
    });

  const downloadAll = () =>
    run(async () => {
      setZipProgress({ done: 0, total: codes.length });
      const files = codes.map(({ fileName, url }) => ({ name: fileName, text: url }));
      const zip = await qrZip(files, size, (done) => setZipProgress({ done, total: codes.length }));
      saveFile(zip, qrZipName(slug, size));
    });

  return { busy, zipProgress, downloadOne, downloadAll };
}
