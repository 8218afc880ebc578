import { AutocompleteArrayInput, NumberInput, useTranslate } from 'react-admin';
import { MAX_COPIES, PRINTER_CLASS_RULES } from '../../../domain';
import { RecordDialog } from '../../dialogs/RecordDialog';
import { validatorsOf } from '../../validators';
import type { PrinterClass, PrinterRouting } from './routing';
import { TextInput } from '../../inputs/TextInput';

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
  const menuChoices = (routing?.menus ?? []).map((menu) => ({
    id: menu.menuId,
    name: menu.categoryName ? `${menu.menuName} · ${menu.categoryName}` : menu.menuName,
  }));
  const helper = (field: string) => translate(`resources.printer_classes.helpers.${field}`);
  return (
    <RecordDialog
      resource="printer_classes"
      record={printerClass}
      createRecord={{ restaurantId, copies: 1, categoryIds: [], menuIds: [] }}
      title={
        printerClass
          ? translate('resources.printer_classes.editTitle', { name: printerClass.name })
          : translate('resources.printer_classes.create')
      }
      savedMessage="resources.printer_classes.saved"
      createdMessage="resources.printer_classes.created"
      onClose={onClose}
      onSaved={onSaved}
    >
      <TextInput source="name" autoFocus fullWidth validate={validatorsOf(PRINTER_CLASS_RULES.name)} />
      <TextInput
        source="destination"
        fullWidth
        helperText={helper('destination')}
        validate={validatorsOf(PRINTER_CLASS_RULES.destination)}
      />
      <NumberInput
        source="copies"
        min={1}
        max={MAX_COPIES}
        step={1}
        validate={validatorsOf(PRINTER_CLASS_RULES.copies)}
      />
      <AutocompleteArrayInput
        source="categoryIds"
        choices={routing?.categories ?? []}
        fullWidth
        helperText={helper('categoryIds')}
      />
      <AutocompleteArrayInput source="menuIds" choices={menuChoices} fullWidth helperText={helper('menuIds')} />
    </RecordDialog>
  );
}
