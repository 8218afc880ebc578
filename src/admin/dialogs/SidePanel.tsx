import CloseIcon from '@mui/icons-material/Close';
import { Drawer, IconButton, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { APP_BAR_HEIGHT } from '../layout/appBarHeight';

interface Props {
  open: boolean;
  onClose(): void;
  /** The panel's heading (already translated). */
  title: string;
  width?: number;
  children: ReactNode;
}

/** Under the app bar, where notifications show: they never cover the panel's heading. */
const UNDER_APP_BAR = { top: APP_BAR_HEIGHT, bottom: 0, height: 'auto' };

/**
 * A panel from the right (an order, an audit entry, a record's history): its heading names it, Escape or the close
 * button closes it.
 */
export function SidePanel({ open, onClose, title, width = 480, children }: Props) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { sx: { width, maxWidth: '100%', ...UNDER_APP_BAR }, role: 'dialog', 'aria-labelledby': titleId },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1 }}>
        <Typography variant="h6" component="h2" id={titleId}>
          {title}
        </Typography>
        <IconButton onClick={onClose} aria-label={translate('ra.action.close')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {children}
    </Drawer>
  );
}
