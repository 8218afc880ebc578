import { Button, DialogActions, DialogContent } from '@mui/material';
import { useEffect, useRef } from 'react';
import { Form, RadioButtonGroupInput, required, useResourceContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import type { BulkEditField } from './BulkEditField';

export interface BulkEditChange {
  field: string;
  value: unknown;
}

/** The chosen field's value input; choosing another field starts from that field's default value. */
function ValueInput({ fields }: { fields: readonly BulkEditField[] }) {
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const source = useWatch<BulkEditChange, 'field'>({ name: 'field' });
  const { setValue } = useFormContext<BulkEditChange>();
  const shown = useRef(source);
  const field = fields.find((candidate) => candidate.source === source);
  useEffect(() => {
    if (shown.current === source) return;
    shown.current = source;
    setValue('value', field?.defaultValue ?? null);
  }, [source, field, setValue]);
  if (!field) return null;
  const label = translate('app.bulkEdit.newValue', {
    field: translate(`resources.${resource}.fields.${field.source}`),
  });
  return <div key={field.source}>{field.input(label)}</div>;
}

/** Step one: which field, and its new value for every selected row. */
export function BulkEditChoice({
  fields,
  initial,
  onPreview,
  onCancel,
}: {
  fields: readonly BulkEditField[];
  initial: BulkEditChange;
  onPreview(change: BulkEditChange): void;
  onCancel(): void;
}) {
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const choices = fields.map((field) => ({ id: field.source, name: `resources.${resource}.fields.${field.source}` }));
  return (
    <Form defaultValues={initial} onSubmit={(values: FieldValues) => onPreview(values as BulkEditChange)} noValidate>
      <DialogContent sx={{ pt: 0 }}>
        <RadioButtonGroupInput source="field" label="app.bulkEdit.field" choices={choices} validate={required()} row />
        <ValueInput fields={fields} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
        <Button type="submit" variant="contained">
          {translate('app.bulkEdit.preview')}
        </Button>
      </DialogActions>
    </Form>
  );
}
