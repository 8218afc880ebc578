import { Dialog, DialogTitle } from '@mui/material';
import { AutocompleteArrayInput, CreateBase, EditBase, NumberInput, SimpleForm, TextInput, useNotify, useRefresh, useTranslate } from 'react-admin';
import { MAX_COPIES, PRINTER_CLASS_RULES } from '../../../domain';
import { validatorsOf } from '../../validators';
import { DialogToolbar } from '../tags/DialogToolbar';
import type { PrinterClass, PrinterRouting } from './routing';

interface Props {
  restaurantId: string;
  /** The printer class edited; a new one when absent. */
  printerClass?: PrinterClass;
  routing: PrinterRouting | undefined;
  onClose(): void;
  onSaved(): void;
}

/**
 * A printer class in a dialog: its name, destination, copies, and the categories and menus of the
 * restaurant routed to it. The server's field errors land on the inputs.
 */
export function PrinterClassDialog({ restaurantId, printerClass, routing, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const mutationOptions = {
    onSuccess: () => {
      notify(printerClass ? 'resources.printer_classes.saved' : 'resources.printer_classes.created', { type: 'success' });
      refresh();
      onSaved();
      onClose();
    },
  };
  const menuChoices = (routing?.menus ?? []).map((menu) => ({ id: menu.menuId, name: menu.categoryName ? `${menu.menuName} · ${menu.categoryName}` : menu.menuName }));
  const helper = (field: string) => translate(`resources.printer_classes.helpers.${field}`);
  const form = (
    <SimpleForm toolbar={<DialogToolbar onCancel={onClose} />} defaultValues={{ restaurantId, copies: 1, categoryIds: [], menuIds: [] }}>
      <TextInput source="name" autoFocus fullWidth validate={validatorsOf(PRINTER_CLASS_RULES.name)} />
      <TextInput source="destination" fullWidth helperText={helper('destination')} validate={validatorsOf(PRINTER_CLASS_RULES.destination)} />
      <NumberInput source="copies" min={1} max={MAX_COPIES} step={1} validate={validatorsOf(PRINTER_CLASS_RULES.copies)} />
      <AutocompleteArrayInput source="categoryIds" choices={routing?.categories ?? []} fullWidth helperText={helper('categoryIds')} />
      <AutocompleteArrayInput source="menuIds" choices={menuChoices} fullWidth helperText={helper('menuIds')} />
    </SimpleForm>
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="printer-class-dialog" fullWidth maxWidth="sm">
      <DialogTitle id="printer-class-dialog">
        {printerClass ? translate('resources.printer_classes.editTitle', { name: printerClass.name }) : translate('resources.printer_classes.create')}
      </DialogTitle>
      {printerClass ? (
        <EditBase resource="printer_classes" id={printerClass.id} mutationMode="pessimistic" redirect={false} mutationOptions={mutationOptions}>
          {form}
        </EditBase>
      ) : (
        <CreateBase resource="printer_classes" redirect={false} mutationOptions={mutationOptions}>
          {form}
        </CreateBase>
      )}
    </Dialog>
  );
}
