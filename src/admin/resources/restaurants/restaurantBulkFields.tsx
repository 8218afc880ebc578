import {
  AutocompleteArrayInput,
  ChipField,
  ReferenceArrayField,
  ReferenceArrayInput,
  SingleFieldList,
  useGetList,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { MAX_FEATURED, RESTAURANT_RULES } from '../../../domain';
import type { BulkEditField } from '../../lists/bulkEdit/BulkEditField';
import { pickerField } from '../../lists/bulkEdit/pickerField';
import { SwitchInput } from '../../lists/bulkEdit/SwitchInput';
import { YesNoCell } from '../../lists/bulkEdit/YesNoCell';
import type { AppDataProvider } from '../../providers/dataProvider';
import { validatorsOf } from '../../validators';
import { ADD_FEATURED, REMOVE_FEATURED } from '../featured/operations';

interface FeaturedItem {
  id: string;
  restaurantId: string;
}

const FEATURED_LIST = {
  pagination: { page: 1, perPage: MAX_FEATURED },
  sort: { field: 'position', order: 'ASC' as const },
  filter: {},
};

/** Whether each restaurant is on the public site's featured list (which the restaurants list does not read). */
function useFeaturedRecords(records: RaRecord[]): RaRecord[] | undefined {
  const { data } = useGetList<FeaturedItem>('featured', FEATURED_LIST);
  if (!data) return undefined;
  const featured = new Set(data.map((item) => item.restaurantId));
  return records.map((record) => ({ ...record, featured: featured.has(String(record.id)) }));
}

/**
 * The restaurants put at the featured list's end, or taken off it, by the server (a list written back whole would lose
 * a change made meanwhile).
 */
const saveFeatured = (dataProvider: AppDataProvider, ids: Identifier[], value: unknown) =>
  dataProvider.custom('featured', {
    query: value ? ADD_FEATURED : REMOVE_FEATURED,
    variables: { restaurantIds: ids.map(String) },
  });

/** The restaurants list's bulk-editable fields, for super admins: category, tags and featured. */
export const RESTAURANT_BULK_FIELDS: BulkEditField[] = [
  pickerField('categoryId', 'resto_categories'),
  {
    source: 'tagIds',
    defaultValue: [],
    rules: RESTAURANT_RULES.tagIds,
    input: (label) => (
      <ReferenceArrayInput source="value" reference="tags" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteArrayInput
          optionText="name"
          label={label}
          sx={{ minWidth: 480 }}
          validate={validatorsOf(RESTAURANT_RULES.tagIds)}
        />
      </ReferenceArrayInput>
    ),
    cell: (
      <ReferenceArrayField source="tagIds" reference="tags" emptyText="—">
        <SingleFieldList linkType={false}>
          <ChipField source="name" size="small" />
        </SingleFieldList>
      </ReferenceArrayField>
    ),
  },
  {
    source: 'featured',
    defaultValue: true,
    input: (label) => <SwitchInput source="value" label={label} />,
    cell: <YesNoCell source="featured" />,
    useRecords: useFeaturedRecords,
    save: saveFeatured,
  },
];
