import FolderZipIcon from '@mui/icons-material/FolderZip';
import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { QR_EXPORT_SIZES, type QrExportSize } from './qrTargets';
import type { ZipProgress } from './useQrDownloads';

interface QrToolbarProps {
  size: QrExportSize;
  onSizeChange: (size: QrExportSize) => void;
  busy: boolean;
  zipProgress: ZipProgress | null;
  onDownloadAll: () => void;
  onPrint: () => void;
}

const asSize = (value: string): QrExportSize =>
  QR_EXPORT_SIZES.find((size) => String(size) === value) ?? QR_EXPORT_SIZES[0];

/** The export size (docs/spec.md §9), the ZIP of every code at that size, and the print sheet. */
export function QrToolbar({ size, onSizeChange, busy, zipProgress, onDownloadAll, onPrint }: QrToolbarProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3 }}>
      <FormControl>
        <FormLabel id="qr-export-size">{translate('resources.qr.size')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="qr-export-size"
          value={String(size)}
          onChange={(event) => onSizeChange(asSize(event.target.value))}
        >
          {QR_EXPORT_SIZES.map((option) => (
            <FormControlLabel
              key={option}
              value={String(option)}
              control={<Radio />}
              label={translate('resources.qr.sizeOption', { size: option })}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Button variant="contained" startIcon={<FolderZipIcon />} disabled={busy} onClick={onDownloadAll}>
          {translate('resources.qr.downloadAll')}
        </Button>
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={onPrint}>
          {translate('resources.qr.print')}
        </Button>
        <Typography role="status" variant="body2" color="text.secondary">
          {zipProgress ? translate('resources.qr.preparing', { ...zipProgress }) : ''}
        </Typography>
      </Box>
    </Box>
  );
}
