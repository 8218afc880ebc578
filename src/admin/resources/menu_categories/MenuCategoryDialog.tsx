import { BooleanInput, ReferenceInput, SelectInput, useTranslate, type RaRecord } from 'react-admin';
import { MENU_CATEGORY_RULES } from '../../../domain';
import { RecordDialog } from '../../dialogs/RecordDialog';
import { validatorsOf } from '../../validators';
import { useImpactConfirm } from '../menus/impact/useImpactConfirm';
import type { MenuCategory } from './MenuCategory';
import { TextInput } from '../../inputs/TextInput';
import { useImpactWords } from '../menus/impact/useImpactWords';
import { useSecondaryLabel } from '../restaurants/useRestaurant';

interface Props {
  restaurantId: string;
  /** The category edited; a new one (last in the list) without it. */
  category?: MenuCategory;
  onClose(): void;
}

/**
 * A menu category's names (the restaurant's two languages), its printer class and whether the menu hides it, in a
 * dialog.
 */
export function MenuCategoryDialog({ restaurantId, category, onClose }: Props) {
  const translate = useTranslate();
  const words = useImpactWords();
  const secondaryLabel = useSecondaryLabel(restaurantId);
  const impact = useImpactConfirm();
  const helper = (field: string) => translate(`resources.menu_categories.helpers.${field}`);
  // Hiding a shown category takes its menus off the guests' menu: asked first when that affects something.
  const confirmHide = async (values: Partial<RaRecord>) =>
    !category ||
    category.hidden ||
    !values.hidden ||
    impact.confirm({
      changes: [{ kind: 'HIDE_CATEGORY', ids: [category.id] }],
      title: words('hideCategoryTitle', { name: category.name }),
      confirmLabel: words('hide'),
      listMenus: true,
    });
  return (
    <>
      <RecordDialog
        resource="menu_categories"
        record={category}
        createRecord={{ restaurantId, hidden: false }}
        title={
          category
            ? translate('resources.menu_categories.editTitle', { name: category.name })
            : translate('resources.menu_categories.create')
        }
        savedMessage="resources.menu_categories.saved"
        createdMessage="resources.menu_categories.created"
        onClose={onClose}
        confirmSave={confirmHide}
      >
        <TextInput
          source="name"
          autoFocus
          fullWidth
          helperText={helper('name')}
          validate={validatorsOf(MENU_CATEGORY_RULES.name)}
        />
        <TextInput
          source="nameSecondary"
          label={secondaryLabel('name')}
          fullWidth
          helperText={helper('nameSecondary')}
          validate={validatorsOf(MENU_CATEGORY_RULES.nameSecondary)}
        />
        <ReferenceInput
          source="printerClassId"
          reference="printer_classes"
          filter={{ restaurantId }}
          sort={{ field: 'name', order: 'ASC' }}
        >
          <SelectInput optionText="name" emptyText={translate('resources.menu_categories.noPrinter')} fullWidth />
        </ReferenceInput>
        <BooleanInput source="hidden" helperText={helper('hidden')} />
      </RecordDialog>
      {impact.dialog}
    </>
  );
}
