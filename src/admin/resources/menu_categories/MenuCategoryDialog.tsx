import { Dialog, DialogTitle } from '@mui/material';
import { BooleanInput, CreateBase, EditBase, ReferenceInput, SelectInput, SimpleForm, TextInput, useNotify, useRefresh, useTranslate } from 'react-admin';
import { MENU_CATEGORY_RULES } from '../../../domain';
import { validatorsOf } from '../../validators';
import { DialogToolbar } from '../tags/DialogToolbar';
import type { MenuCategory } from './MenuCategory';

interface Props {
  restaurantId: string;
  /** The category edited; a new one (last in the list) without it. */
  category?: MenuCategory;
  onClose(): void;
}

/** A menu category's names (the restaurant's two languages), its printer class and whether the menu hides it, in a dialog. */
export function MenuCategoryDialog({ restaurantId, category, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const mutationOptions = {
    onSuccess: () => {
      notify(category ? 'resources.menu_categories.saved' : 'resources.menu_categories.created', { type: 'success' });
      refresh();
      onClose();
    },
  };
  const helper = (field: string) => translate(`resources.menu_categories.helpers.${field}`);
  const form = (
    <SimpleForm toolbar={<DialogToolbar onCancel={onClose} />}>
      <TextInput source="name" autoFocus fullWidth helperText={helper('name')} validate={validatorsOf(MENU_CATEGORY_RULES.name)} />
      <TextInput source="nameSecondary" fullWidth helperText={helper('nameSecondary')} validate={validatorsOf(MENU_CATEGORY_RULES.nameSecondary)} />
      <ReferenceInput source="printerClassId" reference="printer_classes" filter={{ restaurantId }} sort={{ field: 'name', order: 'ASC' }}>
        <SelectInput optionText="name" emptyText={translate('resources.menu_categories.noPrinter')} fullWidth />
      </ReferenceInput>
      <BooleanInput source="hidden" helperText={helper('hidden')} />
    </SimpleForm>
  );
  const title = category ? translate('resources.menu_categories.editTitle', { name: category.name }) : translate('resources.menu_categories.create');
  return (
    <Dialog open onClose={onClose} aria-labelledby="menu-category-dialog" fullWidth maxWidth="sm">
      <DialogTitle id="menu-category-dialog">{title}</DialogTitle>
      {category ? (
        <EditBase resource="menu_categories" id={category.id} mutationMode="pessimistic" redirect={false} mutationOptions={mutationOptions}>
          {form}
        </EditBase>
      ) : (
        <CreateBase resource="menu_categories" record={{ restaurantId, hidden: false }} redirect={false} mutationOptions={mutationOptions}>
          {form}
        </CreateBase>
      )}
    </Dialog>
  );
}
