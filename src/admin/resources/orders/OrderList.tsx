import VisibilityIcon from '@mui/icons-material/Visibility';
import { IconButton, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { FilterButton, List, Title, TopToolbar, useTranslate, type RaRecord } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { enumLabelKey, type DayRule, type LabelledEnum } from '../../../domain';
import { EmptyMessage } from '../../lists/ListFeedback';
import { ExportOrdersButton } from './ExportOrdersButton';
import { LastDaysPreset } from './LastDaysPreset';
import { LiveStatus } from './LiveStatus';
import { useRestaurant } from '../restaurants/useRestaurant';
import { CurrencyContext, Money } from './money';
import { OrderDetail } from './OrderDetail';
import { OrderPagination } from './OrderPagination';
import { orderFilters } from './orderFilters';
import { PushSwitch } from './PushSwitch';
import { OrderTotals } from './OrderTotals';
import { DataTable } from '../../lists/DataTable';
import { DayRuleContext, RestaurantZoneCaption, useRestaurantTime } from './restaurantClock';

type OrderRow = RaRecord & { number: number; createdAt: string; total: number; [field: string]: unknown };

function RestaurantTime({ iso }: { iso: string }) {
  return <>{useRestaurantTime()(iso)}</>;
}

/**
 * A cell of two lines: what the column is named for, and under it, smaller, what goes with it (the table of the order
 * type, the payment of the status).
 */
function TwoLines({ first, second, field }: { first: string; second: string | null; field: string }) {
  return (
    <>
      {first}
      {second && (
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          data-field={field}
          sx={{ display: 'block' }}
        >
          {second}
        </Typography>
      )}
    </>
  );
}

function Actions({ rule }: { rule: DayRule }) {
  return (
    <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <LastDaysPreset rule={rule} />
      <FilterButton />
      <ExportOrdersButton />
    </TopToolbar>
  );
}

/**
 * order_histories/{restoUuid} (super admins): the restaurant's orders, newest first, with every
 * filter, the totals of the filtered set above the list, server export, a side panel per order,
 * and live updates (new and changed orders appear without a reload).
 */
export default function OrderList() {
  const { restoUuid = '' } = useParams();
  const translate = useTranslate();
  const { currency, dayRule } = useRestaurant(restoUuid);
  const filters = useMemo(() => dayRule && orderFilters(dayRule), [dayRule]);
  // A notification of a new order opens it here (`?order={id}`).
  const [search] = useSearchParams();
  const [selected, setSelected] = useState<string | null>(search.get('order'));
  const label = (group: LabelledEnum) => (record: OrderRow) =>
    translate(enumLabelKey(group, String(record[group === 'orderStatus' ? 'status' : group])));
  if (!currency || !dayRule) return <Title title="app.nav.orderHistory" />;
  return (
    <CurrencyContext.Provider value={currency}>
      <DayRuleContext.Provider value={dayRule}>
        <List
          resource="orders"
          title="app.nav.orderHistory"
          filter={{ restaurantId: restoUuid }}
          filters={filters}
          actions={<Actions rule={dayRule} />}
          sort={{ field: 'createdAt', order: 'DESC' }}
          exporter={false}
          disableSyncWithLocation
          storeKey={`orders.${restoUuid}`}
          perPage={25}
          pagination={<OrderPagination />}
          empty={false}
        >
          {/* Above the figures, so that the filters keep the toolbar's width. */}
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', px: 2, pt: 1.5 }}>
            <LiveStatus restaurantId={restoUuid} />
            <PushSwitch />
            <RestaurantZoneCaption />
          </Stack>
          <OrderTotals />
          <DataTable<OrderRow>
            rowClick={(id) => {
              setSelected(String(id));
              return false;
            }}
            bulkActionButtons={false}
            empty={<EmptyMessage message="resources.orders.empty" />}
            // Fits a laptop's width in either language (1366 px, Indonesian labels are longer): the table goes under
            // its
            // order type and the payment under the order's status, and cells are padded less.
            sx={{ '& .MuiTableCell-root': { px: 1 } }}
          >
            <DataTable.Col source="number" render={(record) => `#${record.number}`} />
            {/* To the minute on one line; the detail panel has the seconds. */}
            <DataTable.Col
              source="createdAt"
              cellSx={() => ({ whiteSpace: 'nowrap' })}
              render={(record) => <RestaurantTime iso={record.createdAt} />}
            />
            <DataTable.Col source="customerName" />
            <DataTable.Col
              source="orderType"
              render={(record: OrderRow) => (
                <TwoLines
                  first={label('orderType')(record)}
                  second={record.table ? translate('resources.orders.atTable', { table: String(record.table) }) : null}
                  field="table"
                />
              )}
            />
            <DataTable.Col source="paymentMethod" render={label('paymentMethod')} />
            <DataTable.Col
              source="status"
              label="resources.orders.fields.statuses"
              render={(record: OrderRow) => (
                <TwoLines
                  // A table order waiting for staff says so: that is what the restaurant has to do with it now.
                  first={
                    record.confirmation === 'PENDING' ? label('confirmation')(record) : label('orderStatus')(record)
                  }
                  second={label('paymentStatus')(record)}
                  field="paymentStatus"
                />
              )}
            />
            <DataTable.Col
              source="total"
              align="right"
              cellSx={() => ({ whiteSpace: 'nowrap' })}
              render={(record) => <Money amount={record.total} />}
            />
            <DataTable.Col
              label="resources.orders.detail.open"
              disableSort
              render={(record) => (
                <IconButton
                  size="small"
                  aria-label={translate('resources.orders.detail.openNumber', { number: record.number })}
                  onClick={(event) => {
                    event.stopPropagation();
                    setSelected(String(record.id));
                  }}
                >
                  <VisibilityIcon fontSize="small" />
                </IconButton>
              )}
            />
          </DataTable>
        </List>
        <OrderDetail id={selected} onClose={() => setSelected(null)} />
      </DayRuleContext.Provider>
    </CurrencyContext.Provider>
  );
}
