import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import { Avatar } from '@mui/material';
import { mediaSrc } from '../../../web/mediaSrc';

/** A menu's image, small, or a generic one while it has none (decorative: the name is beside it). */
export function MenuThumbnail({ url, size = 40 }: { url?: string | null; size?: number }) {
  return (
    <Avatar
      src={url ? mediaSrc(url) : undefined}
      alt=""
      variant="rounded"
      sx={{ width: size, height: size, bgcolor: 'action.hover', color: 'text.secondary' }}
    >
      <RestaurantMenuIcon fontSize="small" />
    </Avatar>
  );
}
