import { Alert, Button } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { enumLabelKey, VIEW_AS_MINUTES } from '../../domain';
import { clearProfile, type StoredProfile, type ViewAsLabel } from '../providers/profileCookie';
import { noteSessionEnded } from '../providers/sessionEndedNotice';
import { useCustomMutation } from '../providers/useCustomMutation';
import { APP_BAR_HEIGHT } from '../layout/appBarHeight';
import { useProfile } from '../useProfile';
import { END_VIEW_AS } from './operations';
import { backToOwnSession, takeViewAsNotice } from './switchSession';

/** The view ends by itself this long before its token expires, so that endViewAs is still accepted. */
const END_MARGIN_MS = 15_000;

const NOTICES = { started: 'app.viewAs.started', exited: 'app.viewAs.exited', ended: 'app.viewAs.ended' } as const;

/** Milliseconds left of the view, updated every few seconds. */
function useRemaining(until: string | undefined): number {
  const end = until ? Date.parse(until) - END_MARGIN_MS : 0;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const timer = setInterval(() => setNow(Date.now()), 5_000);
    return () => clearInterval(timer);
  }, [until]);
  return Math.max(0, end - now);
}

/**
 * Above every admin screen while a super admin views as someone: whom, where, read-only, how long
 * is left, and Exit back to its own session. When the time is up the view ends by itself; had the
 * token expired meanwhile (a sleeping computer), the sign-in page says the session ended.
 */
export function ViewAsBanner() {
  const profile = useProfile();
  const notify = useNotify();
  useEffect(() => {
    const notice = takeViewAsNotice();
    if (notice)
      notify(NOTICES[notice], {
        type: notice === 'ended' ? 'warning' : 'info',
        messageArgs: { minutes: VIEW_AS_MINUTES },
      });
  }, [notify]);
  return profile?.viewAs ? <Banner viewAs={profile.viewAs} own={profile.own} /> : null;
}

function Banner({ viewAs, own }: { viewAs: ViewAsLabel; own: StoredProfile | undefined }) {
  const translate = useTranslate();
  const { run, isPending } = useCustomMutation<{ endViewAs: boolean }>('users');
  const remaining = useRemaining(viewAs.until);
  const ending = useRef(false);

  const exit = async (notice: 'exited' | 'ended') => {
    ending.current = true;
    const result = await run({ query: END_VIEW_AS, variables: {} });
    if ('data' in result && own) return backToOwnSession(own, notice, viewAs.returnTo);
    if (notice === 'exited' && own) return void (ending.current = false);
    clearProfile();
    noteSessionEnded();
    window.location.assign('/login');
  };

  useEffect(() => {
    if (remaining === 0 && !ending.current) void exit('ended');
  });

  const role = translate(enumLabelKey('role', viewAs.role));
  const who = viewAs.name ? translate('app.viewAs.user', { name: viewAs.name, role }) : role;
  return (
    <Alert
      severity="warning"
      role="region"
      aria-label={translate('app.viewAs.banner')}
      // It stays in sight under the app bar while the screen scrolls.
      sx={{
        borderRadius: 0,
        alignItems: 'center',
        mb: 1,
        position: 'sticky',
        top: APP_BAR_HEIGHT,
        zIndex: (theme) => theme.zIndex.appBar - 1,
      }}
      action={
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          onClick={() => void exit('exited')}
          disabled={isPending}
        >
          {translate('app.viewAs.exit')}
        </Button>
      }
    >
      {translate('app.viewAs.viewing', { who, restaurant: viewAs.restaurant })} — {translate('app.viewAs.readOnly')} —{' '}
      {translate('app.viewAs.endsIn', { smart_count: Math.ceil(remaining / 60_000) })}
    </Alert>
  );
}
