import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { enumLabelKey, type PostStatus } from '../../../domain';

const COLORS: Record<PostStatus, ChipProps['color']> = {
  DRAFT: 'default',
  SCHEDULED: 'primary',
  LIVE: 'success',
  EXPIRED: 'error',
};

/** A post's status (derived by the server clock), as a coloured label. */
export function StatusChip({ status }: { status: PostStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={COLORS[status]} label={translate(enumLabelKey('postStatus', status))} />;
}
