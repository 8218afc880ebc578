import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { enumLabelKey, type UserStatus } from '../../../domain';

const COLORS: Record<UserStatus, 'success' | 'default' | 'warning'> = {
  ACTIVE: 'success',
  INACTIVE: 'default',
  UNVERIFIED: 'warning',
};

/** A user's status (active, inactive or unverified) as a chip, in words and not by colour alone. */
export function UserStatusField() {
  const record = useRecordContext<{ status: UserStatus }>();
  const translate = useTranslate();
  if (!record) return null;
  // The outline carries the colour; the words stay in the text colour (orange text on white is too faint).
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[record.status]}
      label={translate(enumLabelKey('userStatus', record.status))}
      sx={{ color: 'text.primary' }}
    />
  );
}
