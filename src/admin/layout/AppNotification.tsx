import { Notification, NotificationClasses } from 'react-admin';

/**
 * react-admin's own snackbar restyled to docs/spec.md §9: 6000 ms, top right, click-away ignored, success
 * by default. react-admin reports successes (saved, created, deleted) as `info`, which has no
 * style of its own, so every notification that is not an error or a warning wears the success colours.
 * It shows over the app bar's right end, where it covers no control of the screen under it: not a
 * list's buttons, nor the view-as banner's Exit, nor a side panel's heading (side panels open under
 * the app bar).
 */
export function AppNotification() {
  return (
    <Notification
      type="success"
      autoHideDuration={6000}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ clickAwayListener: { mouseEvent: false, touchEvent: false } }}
      sx={(theme) => ({
        '&.MuiSnackbar-anchorOriginTopRight': { top: theme.spacing(0.5) },
        [`& .MuiSnackbarContent-root:not(.${NotificationClasses.error}):not(.${NotificationClasses.warning})`]: {
          backgroundColor: theme.palette.success.main,
          color: theme.palette.success.contrastText,
        },
      })}
    />
  );
}
