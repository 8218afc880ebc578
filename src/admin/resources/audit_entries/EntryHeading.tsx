import { Typography } from '@mui/material';
import { useLocaleState, useTranslate, type TranslateFunction } from 'react-admin';
import { enumLabelKey } from '../../../domain';
import { DATE_TIME } from '../../lists/dateFormats';
import type { AuditEntry } from './AuditEntry';

const humanized = (action: string) => action.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/** What an entry did: `Updated`, `Availability changed`; an action without a label, as its name reads. */
export const actionLabel = (translate: TranslateFunction, action: string) =>
  translate(`resources.audit_entries.actions.${action}`, { _: humanized(action) });

/** Who wrote an entry: `admin@… (Admin)`, and the super admin behind a view-as session. */
export function actorOf(
  translate: TranslateFunction,
  entry: Pick<AuditEntry, 'actorEmail' | 'actorRole' | 'viewAsByEmail'>,
): string {
  const role = entry.actorRole ? ` (${translate(enumLabelKey('role', entry.actorRole), { _: entry.actorRole })})` : '';
  const behind = entry.viewAsByEmail
    ? ` ${translate('resources.audit_entries.asViewer', { email: entry.viewAsByEmail })}`
    : '';
  return `${entry.actorEmail ?? '—'}${role}${behind}`;
}

export const useEntryTime = () => {
  const [locale] = useLocaleState();
  return (at: string) => new Date(at).toLocaleString(locale, { ...DATE_TIME, timeStyle: 'medium' });
};

/** An entry's first lines: what, when, and who. */
export function EntryHeading({ entry, component = 'h3' }: { entry: AuditEntry; component?: 'h3' | 'h2' }) {
  const translate = useTranslate();
  const time = useEntryTime();
  return (
    <>
      <Typography variant="subtitle2" component={component}>
        {actionLabel(translate, entry.action)} · {time(entry.at)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {actorOf(translate, entry)}
      </Typography>
    </>
  );
}
