import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Slider,
  Typography,
} from '@mui/material';
import { useEffect, useId, useMemo, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { useTranslate } from 'react-admin';
import { fileSize, type MessageRef } from '../../domain';
import { cropToBlob, outputTypeOf } from './cropToBlob';

const MAX_ZOOM = 3;

/** A crop area of at least one pixel (before the image is laid out, the cropper may report none, or NaN). */
const hasArea = (area: Area | null): area is Area => area !== null && area.width >= 1 && area.height >= 1;

export interface CropDialogProps {
  file: File;
  /** Width / height of the crop. */
  aspect: number;
  /** Percent sent while uploading; null before. */
  progress: number | null;
  onCancel(): void;
  onCropped(image: Blob): void;
}

/**
 * The crop step every picked image goes through: move it (drag, or the arrow keys on the crop
 * area), zoom, confirm. Confirming without a crop area says "image must be cropped first"; a crop
 * whose encoding is over the upload limit says "file too big", before anything is sent.
 */
export function CropDialog({ file, aspect, progress, onCancel, onCropped }: CropDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const helpId = useId();
  const source = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(source), [source]);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [error, setError] = useState<MessageRef | null>(null);
  const [cropping, setCropping] = useState(false);
  const uploading = progress !== null;

  async function confirm() {
    if (!hasArea(area)) return setError({ key: 'validation.cropFirst' });
    setCropping(true);
    try {
      const image = await cropToBlob(source, area, outputTypeOf(file.type));
      const tooBig = fileSize()(image);
      if (tooBig) setError(tooBig);
      else onCropped(image);
    } catch {
      setError({ key: 'errors.notAnImage' });
    } finally {
      setCropping(false);
    }
  }

  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} aria-describedby={helpId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{translate('app.media.cropTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={helpId} sx={{ mb: 2 }}>
          {translate('app.media.cropHelp')}
        </DialogContentText>
        <Box sx={{ position: 'relative', height: 320, bgcolor: 'grey.900' }}>
          <Cropper
            image={source}
            crop={crop}
            zoom={zoom}
            maxZoom={MAX_ZOOM}
            aspect={aspect}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => {
              setArea(pixels);
              if (hasArea(pixels)) setError(null);
            }}
            mediaProps={{ onError: () => setError({ key: 'errors.notAnImage' }) }}
            cropperProps={{ role: 'group', 'aria-label': translate('app.media.cropArea') }}
            disableAutomaticStylesInjection
          />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }}>
          <Typography id={`${titleId}-zoom`} variant="body2">
            {translate('app.media.zoom')}
          </Typography>
          <Slider
            value={zoom}
            min={1}
            max={MAX_ZOOM}
            step={0.05}
            onChange={(_, value) => setZoom(value as number)}
            aria-labelledby={`${titleId}-zoom`}
          />
        </Box>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate(error.key, error.params)}
          </Alert>
        )}
        {uploading && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2">{translate('app.media.uploading', { percent: progress })}</Typography>
            <LinearProgress
              variant="determinate"
              value={progress}
              aria-label={translate('app.media.uploading', { percent: progress })}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={cropping || uploading}>
          {translate('app.media.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
