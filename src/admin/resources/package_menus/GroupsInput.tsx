import { ArrayInput, AutocompleteArrayInput, NumberInput, SimpleFormIterator, useTranslate } from 'react-admin';
import { PACKAGE_GROUP_RULES, PACKAGE_MENU_RULES } from '../../../domain';
import { LoadError } from '../../lists/ListFeedback';
import { itemValidatorsOf, validatorsOf } from '../../validators';
import type { MenuChoice } from './packageMenu';
import { TextInput } from '../../inputs/TextInput';

const label = (field: string) => `resources.package_menus.fields.group.${field}`;

interface Props {
  choices: readonly MenuChoice[];
  failed: boolean;
  retry(): void;
}

/** The package's groups, each a name, its min and max and the menus it offers (hidden and sold-out ones say so). */
export function GroupsInput({ choices, failed, retry }: Props) {
  const translate = useTranslate();
  const suffix = (choice: MenuChoice) =>
    choice.hidden
      ? ` (${translate('resources.package_menus.hidden')})`
      : choice.soldOut
        ? ` (${translate('resources.package_menus.soldOut')})`
        : '';
  const menuChoices = choices.map((choice) => ({ id: choice.id, name: `${choice.name}${suffix(choice)}` }));
  return (
    <>
      {failed && <LoadError refetch={retry} />}
      <ArrayInput source="groups" validate={validatorsOf(PACKAGE_MENU_RULES.groups)}>
        <SimpleFormIterator inline disableReordering={false} fullWidth>
          <TextInput
            source="name"
            label={label('name')}
            validate={itemValidatorsOf(PACKAGE_GROUP_RULES.name)}
            sx={{ width: 220 }}
          />
          <NumberInput
            source="min"
            label={label('min')}
            defaultValue={1}
            min={0}
            step={1}
            validate={itemValidatorsOf(PACKAGE_GROUP_RULES.min)}
            sx={{ width: 110 }}
          />
          <NumberInput
            source="max"
            label={label('max')}
            defaultValue={1}
            min={1}
            step={1}
            validate={itemValidatorsOf(PACKAGE_GROUP_RULES.max)}
            sx={{ width: 110 }}
          />
          <AutocompleteArrayInput
            source="menuIds"
            label={label('menuIds')}
            defaultValue={[]}
            choices={menuChoices}
            validate={itemValidatorsOf(PACKAGE_GROUP_RULES.menuIds)}
            sx={{ minWidth: 360, flex: 1 }}
          />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}
