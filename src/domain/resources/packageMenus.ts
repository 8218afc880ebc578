import { ITEM_STATUSES } from '../enums';
import {
  integer,
  LIMITS,
  maxLength,
  maxSelected,
  maxValue,
  minSelected,
  minValue,
  notAbove,
  notAboveChoices,
  number,
  oneOf,
  required,
  type Rule,
} from '../validation';
import { defineDescriptor } from './descriptor';

/** The most groups one package has. */
export const MAX_PACKAGE_GROUPS = 10;
/** The most menus one group offers. */
export const MAX_GROUP_CHOICES = 100;

/** A group offers at least one menu, and at least its min: `select at least {count} menus`. */
const enoughChoices = (): Rule => (value, record) => {
  const count = Math.max(1, Number(record?.min) || 0);
  return (Array.isArray(value) ? value.length : 0) < count
    ? { key: 'validation.minSelected', params: { obj: 'menus', count } }
    : undefined;
};

/** One group of a package: between min and max of its menus are chosen (0 ≤ min ≤ max ≤ choices). */
export const PACKAGE_GROUP_RULES = {
  name: [required(), maxLength(LIMITS.name)],
  min: [required(), integer(), minValue('Min', 0), notAbove('max', 'Min')],
  max: [required(), integer(), minValue('Max', 1), notAboveChoices('menuIds', 'menus')],
  menuIds: [enoughChoices(), maxSelected('menus', MAX_GROUP_CHOICES)],
};

export const PACKAGE_MENU_RULES = {
  restaurantId: [required()],
  name: [required(), maxLength(LIMITS.name)],
  price: [required(), number(), minValue('Price', 0), maxValue('Price', LIMITS.money)],
  imageUrl: [],
  status: [required(), oneOf('Status', ITEM_STATUSES)],
  groups: [minSelected('groups', 1)],
};

/** Package menus: a set price for choices from groups of a restaurant's menus. */
export const PACKAGE_MENUS = defineDescriptor({
  name: 'package_menus',
  type: 'PackageMenu',
  plural: 'PackageMenus',
  area: 'package_menu',
  tenancy: { kind: 'restaurant', field: 'restaurantId' },
  input: PACKAGE_MENU_RULES,
  children: { groups: { max: MAX_PACKAGE_GROUPS, input: PACKAGE_GROUP_RULES } },
  fields: [
    'id',
    'restaurantId',
    'name',
    'price',
    'imageUrl',
    'status',
    'groups { id name min max menuIds }',
    'warnings { groupId groupName min available }',
  ],
});
