import StarIcon from '@mui/icons-material/Star';
import { Chip, Stack, Typography } from '@mui/material';
import {
  CreateButton,
  FilterButton,
  List,
  NullableBooleanInput,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TopToolbar,
  useBasename,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { EmptyList } from '../../lists/ListFeedback';
import { enumChoices } from '../../../domain';
import { useRestaurant } from '../restaurants/useRestaurant';
import type { Menu } from './Menu';
import { MenuBulkActions } from './MenuBulkActions';
import { PriceCell, StatusCell } from './MenuCells';
import { MenuFlagButtons } from './MenuFlagButtons';
import { MenuThumbnail } from './MenuThumbnail';
import { menuCreatePath, menuEditPath } from './paths';
import { SeeAsGuestButton } from './SeeAsGuestButton';
import { DataTable } from '../../lists/DataTable';

function filtersOf(restaurantId: string) {
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <ReferenceInput
      key="categoryId"
      source="categoryId"
      reference="menu_categories"
      filter={{ restaurantId }}
      sort={{ field: 'position', order: 'ASC' }}
    >
      <SelectInput optionText="name" />
    </ReferenceInput>,
    <SelectInput key="status" source="status" choices={enumChoices('itemStatus')} />,
    <NullableBooleanInput key="hidden" source="hidden" />,
    <NullableBooleanInput key="featured" source="featured" />,
    <ReferenceInput key="tagId" source="tagId" reference="tags" sort={{ field: 'name', order: 'ASC' }}>
      <SelectInput optionText="name" />
    </ReferenceInput>,
    <NullableBooleanInput key="soldOut" source="soldOut" />,
  ];
}

function ListActions({ restaurantId }: { restaurantId: string }) {
  const basename = useBasename();
  return (
    <TopToolbar>
      <FilterButton />
      <SeeAsGuestButton restaurantId={restaurantId} />
      <CreateButton to={`${basename}/${menuCreatePath(restaurantId)}`} />
    </TopToolbar>
  );
}

/** The menu's name with what sets it apart: hidden, featured, sold out. */
function NameCell() {
  const menu = useRecordContext<Menu>();
  const translate = useTranslate();
  if (!menu) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <MenuThumbnail url={menu.imageUrl} />
      <Typography variant="body2">{menu.name}</Typography>
      {!menu.available && <Chip size="small" color="error" label={translate('resources.menus.soldOut')} />}
      {menu.hidden && <Chip size="small" label={translate('resources.menus.fields.hidden')} />}
      {menu.featured && (
        <Chip
          size="small"
          variant="outlined"
          icon={<StarIcon color="warning" />}
          label={translate('resources.menus.fields.featured')}
        />
      )}
    </Stack>
  );
}

/**
 * menus/{restoUuid}: the restaurant's menus, searched and filtered on the server, hidden/shown and featured from the
 * row or in bulk, and edited in bulk.
 */
export default function MenuList() {
  const basename = useBasename();
  const { restoUuid = '' } = useParams();
  const { currency } = useRestaurant(restoUuid);
  return (
    <List
      resource="menus"
      filter={{ restaurantId: restoUuid }}
      filters={filtersOf(restoUuid)}
      actions={<ListActions restaurantId={restoUuid} />}
      empty={<EmptyList actions={<ListActions restaurantId={restoUuid} />} message="resources.menus.empty" />}
      sort={{ field: 'name', order: 'ASC' }}
      exporter={false}
      storeKey={`menus.${restoUuid}`}
    >
      <DataTable
        rowClick={(id) => `${basename}/${menuEditPath(id)}`}
        bulkActionButtons={<MenuBulkActions restaurantId={restoUuid} />}
      >
        <DataTable.Col source="name">
          <NameCell />
        </DataTable.Col>
        <DataTable.Col source="categoryId" disableSort>
          <ReferenceField source="categoryId" reference="menu_categories" link={false} emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="price" align="right">
          <PriceCell currency={currency} />
        </DataTable.Col>
        <DataTable.Col source="status">
          <StatusCell />
        </DataTable.Col>
        <DataTable.Col label="resources.menus.fields.actions" disableSort align="right">
          <MenuFlagButtons />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
