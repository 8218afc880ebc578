import { Alert, Typography } from '@mui/material';
import {
  AutocompleteArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  DeleteWithConfirmButton,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  Toolbar,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { enumChoices, MENU_RULES, orderTypesAllowed } from '../../../domain';
import { MoneyInput } from '../../inputs/MoneyInput';
import { ImageInput } from '../../media/ImageInput';
import { validatorsOf } from '../../validators';
import type { Menu } from './Menu';
import { OptionGroupsInput } from './OptionGroupsInput';
import { menuListPath } from './paths';
import { useRestaurant } from '../restaurants/useRestaurant';
import { SaveButton } from '../../inputs/SaveButton';
import { TextInput } from '../../inputs/TextInput';

const WIDE = { width: 480 };

/** Save, and for whoever may delete menus (super admins, spec §6) a delete that asks first; an ADMIN hides a menu instead. */
function FormToolbar({ restaurantId }: { restaurantId: string }) {
  const menu = useRecordContext<Menu>();
  const { canAccess } = useCanAccess({ resource: 'menus', action: 'delete', record: { id: menu?.id ?? 'new' } });
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {menu && canAccess && <DeleteWithConfirmButton mutationMode="pessimistic" redirect={() => menuListPath(restaurantId)} />}
    </Toolbar>
  );
}

/** A menu's fields in the restaurant's two languages, its price in the restaurant's currency, and its option groups. */
export function MenuForm({ restaurantId }: { restaurantId: string }) {
  const translate = useTranslate();
  const { currency, orderPlan } = useRestaurant(restaurantId);
  const allowed = orderTypesAllowed(orderPlan);
  const orderTypeChoices = enumChoices('orderType').filter((choice) => allowed.includes(choice.id));
  const rules = (field: keyof typeof MENU_RULES) => validatorsOf(MENU_RULES[field]);
  return (
    <SimpleForm warnWhenUnsavedChanges noValidate toolbar={<FormToolbar restaurantId={restaurantId} />}>
      <TextInput source="name" validate={rules('name')} sx={WIDE} />
      <TextInput source="nameSecondary" validate={rules('nameSecondary')} helperText="resources.menus.helpers.secondary" sx={WIDE} />
      <TextInput source="description" multiline minRows={2} validate={rules('description')} sx={WIDE} />
      <TextInput source="descriptionSecondary" multiline minRows={2} validate={rules('descriptionSecondary')} helperText="resources.menus.helpers.secondary" sx={WIDE} />
      <MoneyInput source="price" currency={currency} hint={currency ? 'resources.menus.helpers.price' : undefined} hintParams={{ currency: currency ?? '' }} validate={rules('price')} sx={{ width: 240 }} />
      <ReferenceInput source="categoryId" reference="menu_categories" filter={{ restaurantId }} sort={{ field: 'position', order: 'ASC' }}>
        <SelectInput optionText="name" validate={rules('categoryId')} sx={WIDE} />
      </ReferenceInput>
      <ReferenceArrayInput source="tagIds" reference="tags" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteArrayInput optionText="name" validate={rules('tagIds')} sx={WIDE} />
      </ReferenceArrayInput>
      <SelectInput source="status" choices={enumChoices('itemStatus')} validate={rules('status')} sx={{ width: 240 }} />
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
    </SimpleForm>
  );
}
