import HistoryIcon from '@mui/icons-material/History';
import { Button } from '@mui/material';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import {
  TopToolbar,
  useCanAccess,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { SidePanel } from '../../dialogs/SidePanel';
import { ScreenProgress } from '../../layout/ScreenProgress';

/** The entries (their diffs, restore) load when the panel first opens, not with every edit screen. */
const HistoryEntries = lazy(() => import('./HistoryEntries'));

interface Props {
  /** The record's resource and id; by default the screen's (inside an Edit). */
  resource?: string;
  id?: Identifier;
}

/**
 * "History" on a record's screen: a button opening a side panel of the record's audit entries.
 * Shown to those who may read the audit trail (an admin reads its restaurants' entries).
 */
export function HistoryButton(props: Props) {
  const translate = useTranslate();
  const record = useRecordContext();
  const resource = useResourceContext(props) ?? '';
  const id = props.id ?? record?.id;
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({
    resource: 'audit_entries',
    action: 'list',
    record: { id: `history:${resource}`, restaurantId: record?.restaurantId },
  });
  if (!canAccess || id === undefined) return null;
  return (
    <>
      <Button size="small" startIcon={<HistoryIcon />} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {translate('resources.audit_entries.history.open')}
      </Button>
      <SidePanel
        open={open}
        onClose={() => setOpen(false)}
        title={translate('resources.audit_entries.history.title')}
        width={560}
      >
        {open && (
          <Suspense fallback={<ScreenProgress />}>
            <HistoryEntries resource={resource} id={id} />
          </Suspense>
        )}
      </SidePanel>
    </>
  );
}

/** An edit screen's actions: its own (`children`), then its record's History. */
export function HistoryActions({ children }: { children?: ReactNode }) {
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      {children}
      <HistoryButton />
    </TopToolbar>
  );
}
