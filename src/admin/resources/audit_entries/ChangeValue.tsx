import { Box, Typography } from '@mui/material';
import { useGetMany, useLocaleState, useTranslate } from 'react-admin';
import { enumLabelKey, formatCurrency, type Currency } from '../../../domain';
import { DATE_TIME } from '../../lists/dateFormats';
import { mediaSrc } from '../../../web/mediaSrc';
import { enumValueKey } from '../described/enumLabels';
import { idsOf, type ValueFormat } from './fieldFormats';

interface Props {
  resource: string;
  field: string;
  format: ValueFormat;
  value: unknown;
  /** The record's restaurant's currency, for amounts (none known: the plain number). */
  currency?: Currency;
  /** What an image is (`Image, before`): its alternative text. */
  label: string;
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** Names of the records `ids` of `resource` (read once for the panel: react-admin batches and caches them). */
function ReferenceNames({
  resource,
  ids,
  nameField = 'name',
}: {
  resource: string;
  ids: string[];
  nameField?: string;
}) {
  const { data } = useGetMany(resource, { ids });
  const names = ids.map((id) => {
    const name = data?.find((record) => record.id === id)?.[nameField];
    return typeof name === 'string' && name ? name : id.slice(0, 8);
  });
  return <>{names.join(', ')}</>;
}

/** A changed field's value as the record's own screen shows it. */
export function ChangeValue({ resource, field, format, value, currency, label }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (isEmpty(value)) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {translate('resources.audit_entries.diff.empty')}
      </Typography>
    );
  }
  const list = (labelOf: (item: string) => string) =>
    [value]
      .flat()
      .map((item) => labelOf(String(item)))
      .join(', ');
  switch (format.kind) {
    case 'money': {
      const amount = Number(value);
      return <>{currency && Number.isFinite(amount) ? formatCurrency(amount, currency) : String(value)}</>;
    }
    case 'enum':
      return <>{list((item) => translate(enumLabelKey(format.group, item), { _: item }))}</>;
    case 'describedEnum':
      return <>{list((item) => translate(enumValueKey({ name: resource }, field, item), { _: item }))}</>;
    case 'reference':
      return <ReferenceNames resource={format.resource} ids={idsOf(value)} nameField={format.nameField} />;
    case 'image':
      return typeof value === 'string' ? (
        <Box
          component="img"
          src={mediaSrc(value)}
          alt={label}
          sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1, display: 'block' }}
        />
      ) : null;
    case 'dateTime':
      return <>{typeof value === 'string' ? new Date(value).toLocaleString(locale, DATE_TIME) : String(value)}</>;
    case 'children':
      return <>{childrenSummary(value, translate)}</>;
    default:
      return <>{plain(value, translate)}</>;
  }
}

type Translate = ReturnType<typeof useTranslate>;

/** Option groups and the like: how many, and their names (`2 items: Sauce, Extras`). */
function childrenSummary(value: unknown, translate: Translate): string {
  const items = Array.isArray(value) ? value : [value];
  const names = items
    .map((item) => (item && typeof item === 'object' && 'name' in item ? String(item.name) : ''))
    .filter(Boolean);
  const count = translate('resources.audit_entries.diff.items', { smart_count: items.length });
  return names.length ? `${count}: ${names.join(', ')}` : count;
}

function plain(value: unknown, translate: Translate): string {
  if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  if (Array.isArray(value)) return value.map((item) => plain(item, translate)).join(', ');
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}
