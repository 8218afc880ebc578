import { Avatar } from '@mui/material';
import ImageIcon from '@mui/icons-material/Image';
import type { ReactElement } from 'react';
import { BooleanField, DateField, ReferenceField, SelectField, TextField, useRecordContext } from 'react-admin';
import { fieldLabelKey } from '../../../domain';
import { DataTable } from '../../lists/DataTable';
import { DATE, DATE_TIME } from '../../lists/dateFormats';
import { mediaSrc } from '../../../web/mediaSrc';
import { kindOf, type DescribedDescriptor } from './DescribedDescriptor';
import { enumChoicesOf } from './enumLabels';

/** An image, small (decorative: the row says what it is). */
function ImageCell({ source }: { source: string }) {
  const value = useRecordContext()?.[source] as unknown;
  return (
    <Avatar
      src={typeof value === 'string' && value ? mediaSrc(value) : undefined}
      alt=""
      variant="rounded"
      sx={{ width: 40, height: 40, bgcolor: 'action.hover', color: 'text.secondary' }}
    >
      <ImageIcon fontSize="small" />
    </Avatar>
  );
}

/**
 * A described field's column, labelled `resources.{name}.fields.{field}` and shown by its kind:
 * numbers grouped as `locale` writes them, switches, dates, moments on `timeZone`'s clock (the
 * restaurant's), an enum value's label, the referenced record's `optionText`, an image; or by the resource's own
 * `cell`. References, images and computed columns (no input field: a count) are not sorted by.
 */
export function describedColumn(
  descriptor: DescribedDescriptor,
  field: string,
  { locale, timeZone, cell }: { locale: string; timeZone: string; cell?: ReactElement },
): ReactElement {
  const kind = kindOf(descriptor, field);
  const label = fieldLabelKey(descriptor, field);
  const computed = field !== 'id' && !(field in descriptor.input);
  if (cell)
    return (
      <DataTable.Col key={field} source={field} label={label} disableSort={computed}>
        {cell}
      </DataTable.Col>
    );
  switch (kind.kind) {
    case 'integer':
    case 'number':
      return <DataTable.NumberCol key={field} source={field} label={label} locales={locale} disableSort={computed} />;
    case 'boolean':
      return (
        <DataTable.Col key={field} source={field} label={label}>
          <BooleanField source={field} />
        </DataTable.Col>
      );
    case 'date':
    case 'dateTime':
      return (
        <DataTable.Col key={field} source={field} label={label}>
          <DateField
            source={field}
            locales={locale}
            showTime={kind.kind === 'dateTime'}
            options={kind.kind === 'dateTime' ? { ...DATE_TIME, timeZone } : DATE}
            emptyText="—"
          />
        </DataTable.Col>
      );
    case 'enum':
      return (
        <DataTable.Col key={field} source={field} label={label}>
          <SelectField source={field} choices={enumChoicesOf(descriptor, field, kind)} emptyText="—" />
        </DataTable.Col>
      );
    case 'reference':
      return (
        <DataTable.Col key={field} source={field} label={label} disableSort>
          <ReferenceField source={field} reference={kind.reference} link={false} emptyText="—">
            <TextField source={kind.optionText} />
          </ReferenceField>
        </DataTable.Col>
      );
    case 'image':
      return (
        <DataTable.Col key={field} source={field} label={label} disableSort>
          <ImageCell source={field} />
        </DataTable.Col>
      );
    case 'text':
      return <DataTable.Col key={field} source={field} label={label} disableSort={computed} />;
  }
}
