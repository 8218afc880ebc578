import BrokenImageIcon from '@mui/icons-material/BrokenImage';
import ImageIcon from '@mui/icons-material/Image';
import { Box, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { mediaSrc } from '../../web/mediaSrc';

const HEIGHT = 120;

export interface ImagePreviewProps {
  /** The stored image's URL (`/media/{name}`), or null for none. */
  url: string | null;
  /** Width / height of the frame. */
  aspect: number;
  alt: string;
}

/**
 * An image field's current image in a frame of its crop's shape; "No image" without one, "Image not available" when its
 * file does not load.
 */
export function ImagePreview({ url, aspect, alt }: ImagePreviewProps) {
  const translate = useTranslate();
  const [broken, setBroken] = useState<string | null>(null);
  return (
    <Box
      sx={{
        height: HEIGHT,
        aspectRatio: String(aspect),
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'grey.100',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
      }}
    >
      {url && broken !== url ? (
        <img
          src={mediaSrc(url)}
          alt={alt}
          onError={() => setBroken(url)}
          style={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
      ) : (
        <Stack sx={{ alignItems: 'center', color: 'text.secondary' }}>
          {url ? <BrokenImageIcon aria-hidden /> : <ImageIcon aria-hidden />}
          <Typography variant="caption" sx={{ textAlign: 'center', px: 1 }}>
            {translate(url ? 'app.media.unavailable' : 'app.media.none')}
          </Typography>
        </Stack>
      )}
    </Box>
  );
}
