import { useEffect, useEffectEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslate } from 'react-admin';
import type { QrCode } from './qrCodes';
import { QrCodeImage } from './QrCodeImage';
import './qrPrint.css';

/** Drawn size of a code on the sheet; the print style scales it to half the 500 px page. */
const PRINT_CODE_PX = 234;

interface QrPrintSheetProps {
  codes: readonly QrCode[];
  title: string;
  onDone: () => void;
}

/**
 * Every code with its title and label, as a sheet that only the printer sees (qrPrint.css). Once
 * it is on the page the browser's print dialog opens; closing it removes the sheet again.
 */
export function QrPrintSheet({ codes, title, onDone }: QrPrintSheetProps) {
  const translate = useTranslate();
  const done = useEffectEvent(onDone);
  useEffect(() => {
    const afterPrint = () => done();
    window.addEventListener('afterprint', afterPrint);
    window.print();
    return () => window.removeEventListener('afterprint', afterPrint);
  }, []);
  return createPortal(
    <ul className="qr-print-sheet" aria-label={translate('resources.qr.printSheet')}>
      {codes.map((code) => (
        <li key={code.key}>
          <QrCodeImage url={code.url} label={code.label} size={PRINT_CODE_PX} />
          <div className="qr-print-title">{title}</div>
          <div>{code.label}</div>
        </li>
      ))}
    </ul>,
    document.body,
  );
}
