import { useState } from 'react';
import {
  useDataProvider,
  useNotify,
  useRefresh,
  useResourceContext,
  useListContext,
  useTranslate,
  type HttpError,
  type RaRecord,
  type TranslateFunction,
} from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { RefusedRow } from '../../providers/errorMapping';
import type { BulkEditField } from './BulkEditField';

export const recordName = (record: RaRecord) => String(record.name ?? record.email ?? record.id);

/**
 * The failure's messages: every refused row named with what was said of it, or the field errors when no row was named.
 */
function failureMessages(error: unknown, records: readonly RaRecord[], translate: TranslateFunction): string[] {
  const { message, body } = error as Partial<HttpError>;
  const { errors = {}, rows } = (body ?? {}) as { errors?: Record<string, string>; rows?: RefusedRow[] };
  const named = (rows ?? []).flatMap(({ rowId, messages }) => {
    const row = records.find((record) => String(record.id) === rowId);
    return messages.map((text) => (row ? `${recordName(row)}: ${text}` : text));
  });
  return [message || translate('errors.somethingWrong'), ...(named.length > 0 ? named : Object.values(errors))];
}

/**
 * Writes the change to the rows in one request (all or none on the server): then says how many
 * were updated, clears the selection and reads the list again; a failure's messages are returned.
 */
export function useApplyBulkEdit(field: BulkEditField, value: unknown, onDone: () => void) {
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const { onUnselectItems } = useListContext();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const apply = async (records: readonly RaRecord[]) => {
    const ids = records.map((record) => record.id);
    setPending(true);
    setErrors([]);
    try {
      await (field.save
        ? field.save(dataProvider, ids, value)
        : dataProvider.updateMany(resource, { ids, data: { [field.source]: value } }));
      const name = translate(`resources.${resource}.name`, { smart_count: ids.length }).toLocaleLowerCase();
      notify('app.bulkEdit.updated', { type: 'success', messageArgs: { smart_count: ids.length, name } });
      onUnselectItems();
      refresh();
      onDone();
    } catch (error) {
      setErrors(failureMessages(error, records, translate));
    } finally {
      setPending(false);
    }
  };
  return { apply, pending, errors };
}
