import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-admin';
import { useProfile } from '../useProfile';
import type { ViewAsTarget } from './viewAsTarget';

/** The reason dialog loads when asked for (only super admins ever see the button). */
const ViewAsDialog = lazy(() => import('./ViewAsDialog'));

/**
 * For a super admin: view the app as `who` (a user, or the admin of a restaurant), read-only, after
 * saying why; the app then loads as that viewer. The server refuses anyone else.
 */
export function ViewAsButton({ target, who }: { target: ViewAsTarget; who: string }) {
  const profile = useProfile();
  const [open, setOpen] = useState(false);
  if (profile?.role !== 'SUPERADMIN') return null;
  return (
    <>
      <Button label="app.viewAs.action" onClick={() => setOpen(true)}>
        <VisibilityIcon />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ViewAsDialog target={target} who={who} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
