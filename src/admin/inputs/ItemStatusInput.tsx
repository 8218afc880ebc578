import { required, SelectInput, useRecordContext } from 'react-admin';
import { enumChoices, OFFERED_ITEM_STATUSES, type Rule } from '../../domain';
import { validatorsOf } from '../validators';

/**
 * A menu's or a package's status: Active, Inactive or Draft, never blank (the older admin's other
 * statuses only on a record that still has one).
 */
export function ItemStatusInput({ rules }: { rules: readonly Rule[] }) {
  const record = useRecordContext();
  const choices = enumChoices('itemStatus').filter(
    (choice) => (OFFERED_ITEM_STATUSES as readonly string[]).includes(choice.id) || choice.id === record?.status,
  );
  return (
    <SelectInput
      source="status"
      choices={choices}
      validate={[required(), ...validatorsOf(rules)]}
      sx={{ width: 240 }}
    />
  );
}
