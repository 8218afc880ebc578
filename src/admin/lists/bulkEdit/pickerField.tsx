import { ReferenceField, ReferenceInput, SelectInput } from 'react-admin';
import { emptyAsNone, type BulkEditField } from './BulkEditField';

/**
 * A field set to one record of another resource by name (a category, a printer class), or to none; `filter` narrows
 * the choice (a restaurant's own records).
 */
export const pickerField = (source: string, reference: string, filter?: Record<string, string>): BulkEditField => ({
  source,
  input: (label) => (
    <ReferenceInput source="value" reference={reference} filter={filter} sort={{ field: 'name', order: 'ASC' }}>
      <SelectInput
        optionText="name"
        label={label}
        emptyText="app.bulkEdit.none"
        parse={emptyAsNone}
        sx={{ minWidth: 320 }}
      />
    </ReferenceInput>
  ),
  cell: <ReferenceField source={source} reference={reference} link={false} emptyText="—" />,
});
