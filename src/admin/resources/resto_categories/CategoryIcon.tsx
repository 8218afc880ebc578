import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import { Avatar } from '@mui/material';

/** A category's icon, or a generic one while it has none (decorative: the name is beside it). */
export function CategoryIcon({ url, size = 32 }: { url?: string | null; size?: number }) {
  return (
    <Avatar
      src={url ?? undefined}
      alt=""
      variant="rounded"
      sx={{ width: size, height: size, bgcolor: 'action.hover', color: 'text.secondary' }}
    >
      <CategoryOutlinedIcon fontSize="small" />
    </Avatar>
  );
}
