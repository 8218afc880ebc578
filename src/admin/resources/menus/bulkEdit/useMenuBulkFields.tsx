import {
  CheckboxGroupInput,
  required,
  SelectInput,
  useRecordContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import {
  adjustedPrice,
  enumChoices,
  MENU_RULES,
  orderTypesAllowed,
  SOLD_OUT_CHOICES,
  soldOutUntil,
  type SoldOutDuration,
} from '../../../../domain';
import { useRestaurantClock } from '../../orders/restaurantClock';
import type { BulkEditField } from '../../../lists/bulkEdit/BulkEditField';
import { pickerField } from '../../../lists/bulkEdit/pickerField';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { useRestaurant } from '../../restaurants/useRestaurant';
import type { Menu } from '../Menu';
import { PriceCell } from '../MenuCells';
import { ADJUST_MENU_PRICES, SET_MENU_AVAILABILITY } from '../operations';
import { AvailabilityCell } from './AvailabilityCell';
import { SellOutImpact } from './SellOutImpact';
import { PriceChangeInput, type PriceChange } from './PriceChangeInput';

const AVAILABLE = 'AVAILABLE';

function OrderTypesCell() {
  const menu = useRecordContext<Menu>();
  const translate = useTranslate();
  const labels = enumChoices('orderType').filter((choice) => menu?.orderTypes.includes(choice.id));
  return <>{labels.length ? labels.map((choice) => translate(choice.name)).join(', ') : '—'}</>;
}

/**
 * The menus list's bulk-editable fields: category, printer class, availability (selling out says
 * what it affects), order types (within the restaurant's plan) and price, by an amount or a
 * percentage rounded as the server rounds it.
 */
export function useMenuBulkFields(restaurantId: string): BulkEditField[] {
  const translate = useTranslate();
  const { currency, orderPlan } = useRestaurant(restaurantId);
  const clock = useRestaurantClock(restaurantId);
  const allowedTypes = orderTypesAllowed(orderPlan);
  const availability = [
    { id: AVAILABLE, name: translate('app.bulkEdit.availableNow') },
    ...SOLD_OUT_CHOICES.map((id) => ({
      id,
      name: translate('app.bulkEdit.soldOutFor', {
        duration: translate(`resources.menus.availability.durations.${id}`),
      }),
    })),
  ];
  const fields: BulkEditField[] = [
    pickerField('categoryId', 'menu_categories', { restaurantId }),
    pickerField('printerClassId', 'printer_classes', { restaurantId }),
    {
      source: 'available',
      defaultValue: AVAILABLE,
      input: (label) => (
        <SelectInput
          source="value"
          label={label}
          choices={availability}
          translateChoice={false}
          validate={required()}
          sx={{ minWidth: 320 }}
        />
      ),
      cell: <AvailabilityCell />,
      after: (_menu, value) =>
        value === AVAILABLE
          ? { available: true }
          : { available: false, soldOutUntil: soldOutUntil(value as SoldOutDuration, new Date(), clock).toISOString() },
      save: (dataProvider: AppDataProvider, ids: Identifier[], value) =>
        dataProvider.custom('menus', {
          query: SET_MENU_AVAILABILITY,
          variables: { ids, available: value === AVAILABLE, soldOutFor: value === AVAILABLE ? null : value },
          failure: 'errors.failedAvailability',
        }),
      consequences: (ids, value) => (value === AVAILABLE ? null : <SellOutImpact ids={ids.map(String)} />),
    },
  ];
  if (allowedTypes.length) {
    fields.push({
      source: 'orderTypes',
      defaultValue: [],
      input: (label) => (
        <CheckboxGroupInput
          source="value"
          label={label}
          choices={enumChoices('orderType').filter((choice) => allowedTypes.includes(choice.id))}
        />
      ),
      cell: <OrderTypesCell />,
    });
  }
  fields.push({
    source: 'price',
    defaultValue: { mode: 'amount', amount: null },
    input: (label) => <PriceChangeInput label={label} />,
    cell: <PriceCell currency={currency} />,
    rules: MENU_RULES.price, // rounded to the currency already (adjustedPrice): only its range can refuse it
    after: (menu, value) => {
      const { mode, amount } = value as PriceChange;
      return {
        price: adjustedPrice(
          Number(menu.price),
          mode === 'percent' ? { percent: Number(amount) } : { amount: Number(amount) },
          currency,
        ),
      };
    },
    save: (dataProvider, ids, value) => {
      const { mode, amount } = value as PriceChange;
      return dataProvider.custom('menus', { query: ADJUST_MENU_PRICES, variables: { ids, [mode]: Number(amount) } });
    },
  });
  return fields;
}
