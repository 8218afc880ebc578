import { Alert, Typography } from '@mui/material';
import {
  AutocompleteArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  Toolbar,
  useCanAccess,
  useRecordContext,
  useSaveContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { SimpleForm } from '../../inputs/forms';
import { enumChoices, MENU_RULES, orderTypesAllowed } from '../../../domain';
import { MoneyInput } from '../../inputs/MoneyInput';
import { ImageInput } from '../../media/ImageInput';
import { validatorsOf } from '../../validators';
import type { Menu } from './Menu';
import { OptionGroupsInput } from './OptionGroupsInput';
import { menuListPath } from './paths';
import { useRestaurant, useSecondaryLabel } from '../restaurants/useRestaurant';
import { SaveButton } from '../../inputs/SaveButton';
import { FocusOnFix } from '../../inputs/FocusOnFix';
import { ItemStatusInput } from '../../inputs/ItemStatusInput';
import { TextInput } from '../../inputs/TextInput';
import { DeleteWithImpactButton } from './impact/DeleteWithImpactButton';
import { menuFormChanges } from './impact/menuFormChanges';
import { useImpactConfirm } from './impact/useImpactConfirm';
import { useImpactWords } from './impact/useImpactWords';

const WIDE = { width: 480 };

/**
 * Save, and for whoever may delete menus (super admins, docs/spec.md §6) a delete that asks first, saying what it
 * affects; an ADMIN hides a menu instead.
 */
function FormToolbar({ restaurantId }: { restaurantId: string }) {
  const menu = useRecordContext<Menu>();
  const { canAccess } = useCanAccess({ resource: 'menus', action: 'delete', record: { id: menu?.id ?? 'new' } });
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {menu && canAccess && (
        <DeleteWithImpactButton kind="DELETE_MENU" titleKey="deleteTitle" redirect={() => menuListPath(restaurantId)} />
      )}
    </Toolbar>
  );
}

/**
 * Saving a menu that hides it, deactivates it or removes options asks first when that affects something
 * (useImpactConfirm).
 */
function useConfirmedSave() {
  const words = useImpactWords();
  const menu = useRecordContext<Menu>();
  const { save } = useSaveContext();
  const impact = useImpactConfirm();
  const submit = async (values: Partial<RaRecord>) => {
    const changes = menuFormChanges(menu ?? {}, values);
    const title = words('saveTitle', { name: values.name || menu?.name });
    if (changes.length > 0 && !(await impact.confirm({ changes, title, confirmLabel: words('save') })))
      return undefined;
    return save?.(values);
  };
  return { submit, dialog: impact.dialog };
}

/** A menu's fields in the restaurant's two languages, its price in the restaurant's currency, and its option groups. */
export function MenuForm({ restaurantId }: { restaurantId: string }) {
  const translate = useTranslate();
  const { currency, orderPlan } = useRestaurant(restaurantId);
  const { submit, dialog } = useConfirmedSave();
  const secondaryLabel = useSecondaryLabel(restaurantId);
  const allowed = orderTypesAllowed(orderPlan);
  const orderTypeChoices = enumChoices('orderType').filter((choice) => allowed.includes(choice.id));
  const rules = (field: keyof typeof MENU_RULES) => validatorsOf(MENU_RULES[field]);
  return (
    <SimpleForm
      warnWhenUnsavedChanges
      noValidate
      onSubmit={submit}
      toolbar={<FormToolbar restaurantId={restaurantId} />}
    >
      <FocusOnFix />
      <TextInput source="name" validate={rules('name')} sx={WIDE} />
      <TextInput
        source="nameSecondary"
        label={secondaryLabel('name')}
        validate={rules('nameSecondary')}
        helperText="resources.menus.helpers.secondary"
        sx={WIDE}
      />
      <TextInput source="description" multiline minRows={2} validate={rules('description')} sx={WIDE} />
      <TextInput
        source="descriptionSecondary"
        label={secondaryLabel('description')}
        multiline
        minRows={2}
        validate={rules('descriptionSecondary')}
        helperText="resources.menus.helpers.secondary"
        sx={WIDE}
      />
      <MoneyInput
        source="price"
        currency={currency}
        hint={currency ? 'resources.menus.helpers.price' : undefined}
        hintParams={{ currency: currency ?? '' }}
        validate={rules('price')}
        sx={{ width: 240 }}
      />
      <ReferenceInput
        source="categoryId"
        reference="menu_categories"
        filter={{ restaurantId }}
        sort={{ field: 'position', order: 'ASC' }}
      >
        <SelectInput optionText="name" validate={rules('categoryId')} sx={WIDE} />
      </ReferenceInput>
      <ReferenceArrayInput source="tagIds" reference="tags" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteArrayInput optionText="name" validate={rules('tagIds')} sx={WIDE} />
      </ReferenceArrayInput>
      <ItemStatusInput rules={MENU_RULES.status} />
      <BooleanInput source="hidden" />
      <BooleanInput source="featured" helperText="resources.menus.helpers.featured" />
      {orderTypeChoices.length ? (
        <CheckboxGroupInput source="orderTypes" choices={orderTypeChoices} validate={rules('orderTypes')} />
      ) : (
        <Alert severity="info">{translate('resources.menus.noOrderPlan')}</Alert>
      )}
      <ImageInput source="imageUrl" aspect={4 / 3} validate={rules('imageUrl')} />
      <Typography variant="h6" sx={{ mt: 2 }}>
        {translate('resources.menus.fields.optionGroups')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.menus.helpers.optionGroups')}
      </Typography>
      <OptionGroupsInput />
      {dialog}
    </SimpleForm>
  );
}
