import { Box, Pagination, Stack, Typography } from '@mui/material';
import { useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { ENV } from '../../../web/environment';
import { qrCodes, qrTitle, type QrRestaurant } from './qrCodes';
import { QrCodeCard } from './QrCodeCard';
import { QrPrintSheet } from './QrPrintSheet';
import type { QrExportSize } from './qrTargets';
import { QrToolbar } from './QrToolbar';
import { NoTablesHint } from './NoTablesHint';
import { useQrDownloads } from './useQrDownloads';

/** Codes drawn on screen at once; the rest are a page away (up to 500 tables stay fast). */
const QR_PAGE_SIZE = 24;

/** A restaurant's codes: size, ZIP and print for all of them, one page of cards at a time. */
export function QrCodesPanel({
  restaurant,
  tableCodes,
}: {
  restaurant: QrRestaurant;
  tableCodes: ReadonlyMap<number, string>;
}) {
  const translate = useTranslate();
  const [size, setSize] = useState<QrExportSize>(1024);
  const [requestedPage, setPage] = useState(1);
  // Each Print click mounts a new sheet (a dialog whose afterprint never came cannot block the next).
  const [printRun, setPrintRun] = useState(0);
  const listTop = useRef<HTMLParagraphElement>(null);
  const codes = useMemo(
    () => qrCodes(restaurant, tableCodes, ENV.publicMenuUrl, translate),
    [restaurant, tableCodes, translate],
  );
  const title = qrTitle(restaurant);
  const { busy, zipProgress, downloadOne, downloadAll } = useQrDownloads(restaurant.slug, codes, size);
  const pages = Math.ceil(codes.length / QR_PAGE_SIZE);
  const page = Math.min(requestedPage, pages);
  const shown = codes.slice((page - 1) * QR_PAGE_SIZE, page * QR_PAGE_SIZE);

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        {translate('resources.qr.title', { name: title })}
      </Typography>
      <QrToolbar
        size={size}
        onSizeChange={setSize}
        busy={busy}
        zipProgress={zipProgress}
        onDownloadAll={downloadAll}
        onPrint={() => setPrintRun((run) => run + 1)}
      />
      {codes.length === 1 && <NoTablesHint restaurantId={restaurant.id} />}
      <Typography ref={listTop} variant="body2" color="text.secondary">
        {translate('resources.qr.codeCount', { smart_count: codes.length })}
      </Typography>
      <Box
        component="ul"
        aria-label={translate('resources.qr.codes')}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
          gap: 2,
          m: 0,
          p: 0,
          listStyle: 'none',
        }}
      >
        {shown.map((code) => (
          <QrCodeCard
            key={code.key}
            code={code}
            title={title}
            size={size}
            busy={busy}
            onDownload={downloadOne}
            restaurantId={restaurant.id}
          />
        ))}
      </Box>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_, next) => {
            setPage(next);
            listTop.current?.scrollIntoView?.({ block: 'start' });
          }}
          aria-label={translate('resources.qr.pagination')}
          getItemAriaLabel={(type, item) =>
            type === 'page' ? translate('resources.qr.page', { page: item }) : translate(`resources.qr.${type}Page`)
          }
          sx={{ alignSelf: 'center' }}
        />
      )}
      {printRun > 0 && <QrPrintSheet key={printRun} codes={codes} title={title} onDone={() => setPrintRun(0)} />}
    </Stack>
  );
}
