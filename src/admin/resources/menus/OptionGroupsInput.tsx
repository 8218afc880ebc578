import { Box } from '@mui/material';
import { ArrayInput, NumberInput, SimpleFormIterator } from 'react-admin';
import { OPTION_GROUP_RULES, OPTION_RULES } from '../../../domain';
import { itemValidatorsOf } from '../../validators';
import { TextInput } from '../../inputs/TextInput';

/**
 * A menu's option groups ("Choose your sauce: 1 to 2 of …"), each with its options and their extra
 * price, edited inside the menu form and saved with it. Rules (0 ≤ min ≤ max ≤ options) sit on their fields.
 */
export function OptionGroupsInput() {
  return (
    <ArrayInput source="optionGroups" label={false} defaultValue={[]}>
      <SimpleFormIterator
        disableReordering={false}
        fullWidth
        sx={{ '& .RaSimpleFormIterator-line': { borderBottom: 1, borderColor: 'divider', pb: 2, mb: 1 } }}
      >
        <TextInput
          source="name"
          label="resources.menus.fields.groupName"
          validate={itemValidatorsOf(OPTION_GROUP_RULES.name)}
          sx={{ width: 320 }}
        />
        <Box sx={{ display: 'flex', gap: 2 }}>
          <NumberInput
            source="min"
            label="resources.menus.fields.min"
            defaultValue={0}
            min={0}
            step={1}
            validate={itemValidatorsOf(OPTION_GROUP_RULES.min)}
            sx={{ width: 150 }}
          />
          <NumberInput
            source="max"
            label="resources.menus.fields.max"
            defaultValue={1}
            min={0}
            step={1}
            validate={itemValidatorsOf(OPTION_GROUP_RULES.max)}
            sx={{ width: 150 }}
          />
        </Box>
        <ArrayInput
          source="options"
          label="resources.menus.fields.options"
          defaultValue={[]}
          validate={itemValidatorsOf(OPTION_GROUP_RULES.options)}
        >
          <SimpleFormIterator inline disableReordering={false}>
            <TextInput
              source="name"
              label="resources.menus.fields.optionName"
              validate={itemValidatorsOf(OPTION_RULES.name)}
            />
            <NumberInput
              source="price"
              label="resources.menus.fields.optionPrice"
              defaultValue={0}
              min={0}
              validate={itemValidatorsOf(OPTION_RULES.price)}
            />
          </SimpleFormIterator>
        </ArrayInput>
      </SimpleFormIterator>
    </ArrayInput>
  );
}
