import { required, SelectField, SelectInput } from 'react-admin';
import type { BulkEditField } from '../../lists/bulkEdit/BulkEditField';
import { SwitchInput } from '../../lists/bulkEdit/SwitchInput';
import { YesNoCell } from '../../lists/bulkEdit/YesNoCell';
import { roleChoices } from './choices';

const ALL_ROLES = roleChoices(true);

/**
 * The users list's bulk-editable fields: the role (only those the actor may grant: SUPERADMIN by a super admin alone)
 * and activity.
 */
export function userBulkFields(canGrantSuperadmin: boolean): BulkEditField[] {
  return [
    {
      source: 'role',
      input: (label) => (
        <SelectInput
          source="value"
          label={label}
          choices={roleChoices(canGrantSuperadmin)}
          validate={required()}
          sx={{ minWidth: 320 }}
        />
      ),
      cell: <SelectField source="role" choices={ALL_ROLES} />,
    },
    {
      source: 'active',
      defaultValue: true,
      input: (label) => <SwitchInput source="value" label={label} />,
      cell: <YesNoCell source="active" />,
    },
  ];
}
