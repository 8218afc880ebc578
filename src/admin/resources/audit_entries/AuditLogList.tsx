import VisibilityIcon from '@mui/icons-material/Visibility';
import { IconButton, Link as MuiLink } from '@mui/material';
import { useState } from 'react';
import {
  FilterButton,
  List,
  ReferenceField,
  TextField,
  TopToolbar,
  useBasename,
  useTranslate,
  type TranslateFunction,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { adminLevel } from '../../../domain';
import { CountlessPagination } from '../../lists/CountlessPagination';
import { DataTable } from '../../lists/DataTable';
import { EmptyMessage } from '../../lists/ListFeedback';
import { useProfile } from '../../useProfile';
import type { AuditEntry } from './AuditEntry';
import { AuditEntryDrawer } from './AuditEntryDrawer';
import { auditFilters } from './auditFilters';
import { actionLabel, actorOf, useEntryTime } from './EntryHeading';
import { ExportAuditButton } from './ExportAuditButton';
import { fieldLabel, resourceLabel } from './fieldLabel';
import { useRecordPath } from './recordPath';
import { RecordName } from './RecordName';

const SUMMARY_FIELDS = 3;

/** The changed fields by their labels: the first few, and how many more. */
function changesSummary(translate: TranslateFunction, entry: AuditEntry): string {
  const labels = entry.changes.map((change) => fieldLabel(translate, entry.resource ?? '', change.field));
  const more = labels.length - SUMMARY_FIELDS;
  return [
    labels.slice(0, SUMMARY_FIELDS).join(', '),
    more > 0 ? translate('resources.audit_entries.more', { smart_count: more }) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function RecordLink({ entry }: { entry: AuditEntry }) {
  const translate = useTranslate();
  const basename = useBasename();
  const recordPath = useRecordPath();
  if (!entry.recordId) return <>{translate('resources.audit_entries.noRecord')}</>;
  const path = entry.resource ? recordPath(entry.resource, entry.recordId, entry.restaurantId) : undefined;
  const text = <RecordName resource={entry.resource} id={entry.recordId} />;
  return path ? (
    <MuiLink
      component={Link}
      to={`${basename}/${path}`}
      onClick={(event) => event.stopPropagation()}
      title={entry.recordId}
    >
      {text}
    </MuiLink>
  ) : (
    <span title={entry.recordId}>{text}</span>
  );
}

/**
 * audit_log: who changed what, newest first (super admins: every entry; an admin: its restaurants'),
 * filtered by who, resource, action, restaurant and days, exported as CSV by the server; a row
 * opens the entry's whole diff.
 */
export default function AuditLogList() {
  const translate = useTranslate();
  const time = useEntryTime();
  const superAdmin = adminLevel(useProfile()) === 'IS_SUPERADMIN';
  const [open, setOpen] = useState<AuditEntry | null>(null);
  return (
    <>
      <List
        resource="audit_entries"
        title="app.nav.auditLog"
        filters={auditFilters(translate, superAdmin)}
        actions={
          <TopToolbar sx={{ alignItems: 'center' }}>
            <FilterButton />
            <ExportAuditButton />
          </TopToolbar>
        }
        sort={{ field: 'at', order: 'DESC' }}
        exporter={false}
        perPage={25}
        pagination={<CountlessPagination />}
        empty={false}
      >
        <DataTable<AuditEntry>
          rowClick={(_id, _resource, record) => {
            setOpen(record as AuditEntry);
            return false;
          }}
          bulkActionButtons={false}
          empty={<EmptyMessage message="resources.audit_entries.empty" />}
          sx={{ '& .MuiTableCell-root': { px: 1 } }}
        >
          <DataTable.Col source="at" cellSx={() => ({ whiteSpace: 'nowrap' })} render={(entry) => time(entry.at)} />
          <DataTable.Col source="actorEmail" disableSort render={(entry) => actorOf(translate, entry as AuditEntry)} />
          <DataTable.Col source="action" disableSort render={(entry) => actionLabel(translate, entry.action)} />
          <DataTable.Col source="resource" disableSort render={(entry) => resourceLabel(translate, entry.resource)} />
          <DataTable.Col source="recordId" disableSort render={(entry) => <RecordLink entry={entry as AuditEntry} />} />
          <DataTable.Col source="restaurantId" disableSort>
            <ReferenceField source="restaurantId" reference="restaurants" link={false} emptyText="—">
              <TextField source="name" />
            </ReferenceField>
          </DataTable.Col>
          <DataTable.Col
            source="changes"
            disableSort
            render={(entry) => changesSummary(translate, entry as AuditEntry)}
          />
          <DataTable.Col
            label="resources.audit_entries.entry"
            disableSort
            render={(entry) => (
              <IconButton
                size="small"
                aria-label={translate('resources.audit_entries.openEntry', {
                  action: actionLabel(translate, entry.action),
                  time: time(entry.at),
                })}
                onClick={(event) => {
                  event.stopPropagation();
                  setOpen(entry as AuditEntry);
                }}
              >
                <VisibilityIcon fontSize="small" />
              </IconButton>
            )}
          />
        </DataTable>
      </List>
      <AuditEntryDrawer entry={open} onClose={() => setOpen(null)} />
    </>
  );
}
