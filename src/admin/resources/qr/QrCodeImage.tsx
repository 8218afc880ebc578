import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { qrSymbol, symbolFrame, symbolPath } from './qrSymbol';

/** A code drawn as SVG (crisp at any size and in print), named for screen readers by its label and link. */
export function QrCodeImage({ url, label, size }: { url: string; label: string; size: number }) {
  const translate = useTranslate();
  const symbol = useMemo(() => qrSymbol(url), [url]);
  const { origin, side } = symbolFrame(symbol);
  return (
    <svg
      role="img"
      aria-label={translate('resources.qr.codeImage', { label, url })}
      width={size}
      height={size}
      viewBox={`${origin} ${origin} ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <rect x={origin} y={origin} width={side} height={side} fill="#fff" />
      <path d={symbolPath(symbol)} fill="#000" />
    </svg>
  );
}
