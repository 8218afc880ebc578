import { Box } from '@mui/material';
import { SimpleForm } from '../../inputs/forms';
import { FocusOnFix } from '../../inputs/FocusOnFix';
import { useWatch } from 'react-hook-form';
import { PACKAGE_MENU_RULES } from '../../../domain';
import { ItemStatusInput } from '../../inputs/ItemStatusInput';
import { MoneyInput } from '../../inputs/MoneyInput';
import { ImageInput } from '../../media/ImageInput';
import { validatorsOf } from '../../validators';
import { useRestaurant } from '../restaurants/useRestaurant';
import { GroupsInput } from './GroupsInput';
import type { MenuChoice, PackageGroup } from './packageMenu';
import { groupShortfalls, PackageWarnings } from './PackageWarnings';
import { packageMenuListPath } from './paths';
import { useMenuChoices } from './useMenuChoices';
import { FormToolbar } from '../../inputs/FormToolbar';
import { TextInput } from '../../inputs/TextInput';

/** The groups' warnings as the form stands, from the server's flags of each menu. */
function LiveWarnings({ choices }: { choices: ReadonlyMap<string, MenuChoice> }) {
  const groups = useWatch<{ groups?: Partial<PackageGroup>[] }, 'groups'>({ name: 'groups' });
  return <PackageWarnings warnings={groupShortfalls(groups, choices)} />;
}

/** The price in the restaurant's currency. */
function PriceInput({ restaurantId }: { restaurantId: string }) {
  const { currency } = useRestaurant(restaurantId);
  return (
    <MoneyInput
      source="price"
      currency={currency}
      hint="resources.package_menus.helpers.price"
      validate={validatorsOf(PACKAGE_MENU_RULES.price)}
      sx={{ width: 240 }}
    />
  );
}

/**
 * A package menu: name, price, image, status and its groups over the restaurant's menus. A warning
 * stands above the groups while hidden or sold-out menus leave one unable to reach its min.
 */
export function PackageMenuForm({ restaurantId, deletable = false }: { restaurantId: string; deletable?: boolean }) {
  const { choices, byId, error, refetch } = useMenuChoices(restaurantId);
  return (
    <SimpleForm
      warnWhenUnsavedChanges
      noValidate
      toolbar={<FormToolbar afterDelete={deletable ? () => packageMenuListPath(restaurantId) : undefined} />}
      defaultValues={{ restaurantId, status: 'ACTIVE', groups: [{ name: '', min: 1, max: 1, menuIds: [] }] }}
    >
      <FocusOnFix />
      <Box sx={{ width: '100%' }}>
        <LiveWarnings choices={byId} />
      </Box>
      <TextInput source="name" validate={validatorsOf(PACKAGE_MENU_RULES.name)} sx={{ width: 480 }} />
      <PriceInput restaurantId={restaurantId} />
      <ItemStatusInput rules={PACKAGE_MENU_RULES.status} />
      <ImageInput source="imageUrl" aspect={4 / 3} validate={validatorsOf(PACKAGE_MENU_RULES.imageUrl)} />
      <GroupsInput choices={choices} failed={error !== null} retry={refetch} />
    </SimpleForm>
  );
}
