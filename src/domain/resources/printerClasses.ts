import { integer, LIMITS, maxLength, maxValue, minValue, required, type Rule } from '../validation';
import { defineDescriptor } from './descriptor';

/** The most copies of a ticket one printer class prints. */
export const MAX_COPIES = 10;

const PRINTER_NAME = /^[A-Za-z0-9][A-Za-z0-9 _.-]*$/;
const HOST_PORT =
  /^([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*):(\d{1,5})$/;

/** A printer's name as the print server knows it (`Kitchen 1`), or a network printer's `host:port` (port 1–65535). */
export const printerDestination = (): Rule => (value) => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const text = value.trim();
  const hostPort = HOST_PORT.exec(text);
  const valid = text.includes(':')
    ? hostPort !== null && Number(hostPort[2]) >= 1 && Number(hostPort[2]) <= 65535
    : PRINTER_NAME.test(text);
  return valid ? undefined : { key: 'validation.invalid', params: { attr: 'Destination' } };
};

export const PRINTER_CLASS_RULES = {
  restaurantId: [required()],
  name: [required(), maxLength(LIMITS.name)],
  destination: [required(), maxLength(LIMITS.name), printerDestination()],
  copies: [required(), integer(), minValue('Copies', 1), maxValue('Copies', MAX_COPIES)],
  /** Menu categories whose tickets print here. */
  categoryIds: [],
  /** Menus whose tickets print here whatever their category's printer. */
  menuIds: [],
};

/** Printer classes: a restaurant's kitchen and bar printers, and what prints where. */
export const PRINTER_CLASSES = defineDescriptor({
  name: 'printer_classes',
  type: 'PrinterClass',
  plural: 'PrinterClasses',
  area: 'printer_classes',
  tenancy: { kind: 'restaurant', field: 'restaurantId' },
  input: PRINTER_CLASS_RULES,
  fields: ['id', 'restaurantId', 'name', 'destination', 'copies', 'categoryIds', 'menuIds'],
});
