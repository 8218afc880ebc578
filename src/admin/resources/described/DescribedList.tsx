import { Suspense, useMemo, type ReactNode } from 'react';
import {
  BulkDeleteWithConfirmButton,
  CreateButton,
  FilterButton,
  List,
  TopToolbar,
  useBasename,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { ScreenProgress } from '../../layout/ScreenProgress';
import { useParams } from 'react-router-dom';
import { EmptyList } from '../../lists/ListFeedback';
import { DataTable } from '../../lists/DataTable';
import { VIEWER_DAYS } from '../orders/orderDates';
import { DayRuleContext, RestaurantZoneCaption } from '../orders/restaurantClock';
import { useRestaurant } from '../restaurants/useRestaurant';
import { describedColumn } from './describedColumn';
import { tenancyFieldOf, type DescribedScreenProps } from './DescribedDescriptor';
import { describedFilterDefaults, describedFilters } from './describedFilters';
import { describedEditPath, describedPath, RESTAURANT_PARAM } from './paths';

function ListActions({ createTo, filters, own }: { createTo?: string; filters: boolean; own: ReactNode }) {
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <RestaurantZoneCaption />
      {filters && <FilterButton />}
      <Suspense fallback={null}>{own}</Suspense>
      {createTo && <CreateButton to={createTo} />}
    </TopToolbar>
  );
}

/**
 * A described resource's list (of the route's restaurant, when its rows belong to one): its columns,
 * search box, filters and first sort from the description, paged on the server; moments shown and
 * filtered on the restaurant's clock and days. A row opens its record, and the rows chosen can be
 * deleted together, after a confirmation, where the server allows it. The resource's slots add cells,
 * filters and buttons.
 */
export default function DescribedList({ descriptor, paths, has, slots }: DescribedScreenProps) {
  const basename = useBasename();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { [RESTAURANT_PARAM]: restaurantId } = useParams();
  const restaurant = useRestaurant(restaurantId);
  const rule = restaurant.dayRule ?? VIEWER_DAYS;
  const filters = useMemo(
    () => [...describedFilters(descriptor, { restaurantId, rule, translate }), ...(slots.filters ?? [])],
    [descriptor, restaurantId, rule, translate, slots.filters],
  );
  // The list's first filter (today, by default) needs the restaurant's days: it waits for them.
  if (restaurantId && restaurant.isPending) return <ScreenProgress />;
  const { name, list, bulk } = descriptor;
  const tenancyField = tenancyFieldOf(descriptor);
  const createTo = has.create ? `${basename}/${describedPath(paths, 'create', restaurantId)}` : undefined;
  const hasFilterButton = filters.some((filter) => !(filter.props as { alwaysOn?: boolean }).alwaysOn);
  return (
    <DayRuleContext.Provider value={rule}>
      <List
        resource={name}
        filter={tenancyField ? { [tenancyField]: restaurantId } : undefined}
        filters={filters.length > 0 ? filters : undefined}
        filterDefaultValues={describedFilterDefaults(descriptor, rule)}
        actions={<ListActions createTo={createTo} filters={hasFilterButton} own={slots.actions} />}
        empty={
          <EmptyList
            actions={<ListActions createTo={createTo} filters={false} own={slots.actions} />}
            message={`resources.${name}.empty`}
          />
        }
        sort={list.sort}
        perPage={list.perPage}
        exporter={false}
        storeKey={restaurantId ? `${name}.${restaurantId}` : name}
      >
        <DataTable
          rowClick={has.edit ? (id) => `${basename}/${describedEditPath(paths, id)}` : false}
          bulkActionButtons={
            bulk?.includes('delete') ? <BulkDeleteWithConfirmButton mutationMode="pessimistic" /> : false
          }
        >
          {list.columns.map((field) =>
            describedColumn(descriptor, field, { locale, timeZone: rule.timeZone, cell: slots.cells?.[field] }),
          )}
          {slots.rowActions && (
            <DataTable.Col label=" " align="right">
              <Suspense fallback={null}>{slots.rowActions}</Suspense>
            </DataTable.Col>
          )}
        </DataTable>
      </List>
    </DayRuleContext.Provider>
  );
}
