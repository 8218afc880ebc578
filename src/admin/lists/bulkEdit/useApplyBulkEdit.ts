import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useResourceContext, useListContext, useTranslate, type HttpError, type RaRecord, type TranslateFunction } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { BulkEditField } from './BulkEditField';

export const recordName = (record: RaRecord) => String(record.name ?? record.email ?? record.id);

/** The failure's messages, each field error naming the row it was refused on when the server said which. */
function failureMessages(error: unknown, records: readonly RaRecord[], translate: TranslateFunction): string[] {
  const { message, body } = error as Partial<HttpError>;
  const { errors = {}, rowId } = (body ?? {}) as { errors?: Record<string, string>; rowId?: string };
  const row = records.find((record) => record.id === rowId);
  const fieldMessages = Object.values(errors).map((text) => (row ? `${recordName(row)}: ${text}` : text));
  return [message || translate('errors.somethingWrong'), ...fieldMessages];
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
      await (field.save ? field.save(dataProvider, ids, value) : dataProvider.updateMany(resource, { ids, data: { [field.source]: value } }));
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
