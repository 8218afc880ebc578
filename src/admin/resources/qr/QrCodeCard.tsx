import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, Card, CardActions, CardContent, Link, Typography } from '@mui/material';
import { memo } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { QrCode } from './qrCodes';
import { NewTableCodeButton } from './NewTableCodeButton';
import { QrCodeImage } from './QrCodeImage';
import type { QrExportSize } from './qrTargets';

interface QrCodeCardProps {
  code: QrCode;
  title: string;
  size: QrExportSize;
  busy: boolean;
  onDownload: (code: QrCode) => void;
  restaurantId: string;
}

/**
 * One code on screen: the code, its title and label, its link (opened in a new tab, or copied), a PNG download at
 * the chosen size and, for a table, a new code.
 */
export const QrCodeCard = memo(function QrCodeCard({
  code,
  title,
  size,
  busy,
  onDownload,
  restaurantId,
}: QrCodeCardProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = () =>
    navigator.clipboard.writeText(code.url).then(
      () => notify('resources.qr.copied', { type: 'info' }),
      () => notify('errors.somethingWrong', { type: 'error' }),
    );
  return (
    <Card
      variant="outlined"
      component="li"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center' }}
    >
      <CardContent sx={{ pb: 0 }}>
        <QrCodeImage url={code.url} label={code.label} size={168} />
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }}>
          {code.label}
        </Typography>
        <Typography variant="body2">{title}</Typography>
        <Link
          href={code.url}
          target="_blank"
          rel="noopener"
          variant="caption"
          sx={{ display: 'block', wordBreak: 'break-all' }}
          aria-label={translate('resources.qr.openOne', { label: code.label, url: code.url })}
        >
          {code.url}
        </Link>
      </CardContent>
      <CardActions sx={{ mt: 'auto' }}>
        <Button
          size="small"
          startIcon={<ContentCopyIcon />}
          onClick={() => void copy()}
          aria-label={translate('resources.qr.copyOne', { label: code.label })}
        >
          {translate('resources.qr.copy')}
        </Button>
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          disabled={busy}
          onClick={() => onDownload(code)}
          aria-label={translate('resources.qr.downloadOne', { label: code.label, size })}
        >
          {translate('resources.qr.download')}
        </Button>
      </CardActions>
      {code.target.table !== null && (
        <CardActions sx={{ pt: 0 }}>
          <NewTableCodeButton restaurantId={restaurantId} table={code.target.table} />
        </CardActions>
      )}
    </Card>
  );
});
