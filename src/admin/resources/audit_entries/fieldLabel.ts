import type { TranslateFunction } from 'react-admin';

/** `orderTypes` → `Order types`: what a field without a label of its own is called. */
const humanized = (field: string) => {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A field's label as its form says it (`resources.menus.fields.price`). */
export const fieldLabel = (translate: TranslateFunction, resource: string, field: string) =>
  translate(`resources.${resource}.fields.${field}`, { _: humanized(field) });

/** A resource's own name (`Menu`), or the name as the API gives it. */
export const resourceLabel = (translate: TranslateFunction, resource: string | null, count = 1) =>
  resource ? translate(`resources.${resource}.name`, { smart_count: count, _: humanized(resource) }) : '';
