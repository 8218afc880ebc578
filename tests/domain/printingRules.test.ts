/** The rules of printer classes and package menu groups, as both the forms and the API apply them. */
import { describe, expect, it } from 'vitest';
import { PACKAGE_GROUP_RULES, PRINTER_CLASS_RULES, validateRecord } from '../../src/domain';

describe('a printer destination is a printer name or host:port', () => {
  const check = (destination: string) =>
    validateRecord({ destination }, { destination: PRINTER_CLASS_RULES.destination }).destination?.key;
  it.each([
    'Kitchen 1',
    'bar_printer',
    'EPSON-TM.T82',
    '192.168.1.50:9100',
    'printer.local:1',
    'kitchen-2.printers.local:65535',
  ])('%s is accepted', (value) => {
    expect(check(value)).toBeUndefined();
  });
  it.each(['kitchen/printer', ':9100', 'host:', 'host:0', 'host:65536', 'host:port', '-kitchen', 'a b:9100'])(
    '%s is invalid',
    (value) => {
      expect(check(value)).toBe('validation.invalid');
    },
  );
  it('copies are 1 to 10', () => {
    expect(validateRecord({ copies: 0 }, { copies: PRINTER_CLASS_RULES.copies }).copies?.key).toBe(
      'validation.minValue',
    );
    expect(validateRecord({ copies: 11 }, { copies: PRINTER_CLASS_RULES.copies }).copies).toEqual({
      key: 'validation.maxValue',
      params: { attr: 'Copies', val: 10 },
    });
    expect(validateRecord({ copies: 10 }, { copies: PRINTER_CLASS_RULES.copies })).toEqual({});
  });
});

describe('a package group: 0 ≤ min ≤ max ≤ number of choices', () => {
  const errors = (group: Record<string, unknown>) => validateRecord({ name: 'Main', ...group }, PACKAGE_GROUP_RULES);
  it('a group within its bounds passes', () => {
    expect(errors({ min: 0, max: 2, menuIds: ['a', 'b'] })).toEqual({});
    expect(errors({ min: 2, max: 2, menuIds: ['a', 'b'] })).toEqual({});
  });
  it('max above the choices: "maximum selected menus is {count}" on max', () => {
    expect(errors({ min: 1, max: 3, menuIds: ['a', 'b'] })).toEqual({
      max: { key: 'validation.maxSelected', params: { obj: 'menus', count: 2 } },
    });
  });
  it('fewer choices than min: "select at least {count} menus" on the menus', () => {
    expect(errors({ min: 3, max: 3, menuIds: ['a'] }).menuIds).toEqual({
      key: 'validation.minSelected',
      params: { obj: 'menus', count: 3 },
    });
    expect(errors({ min: 0, max: 1, menuIds: [] }).menuIds).toEqual({
      key: 'validation.minSelected',
      params: { obj: 'menus', count: 1 },
    });
  });
  it('min above max, or below 0, on min', () => {
    expect(errors({ min: 2, max: 1, menuIds: ['a', 'b'] })).toEqual({
      min: { key: 'validation.maxValue', params: { attr: 'Min', val: 1 } },
    });
    expect(errors({ min: -1, max: 1, menuIds: ['a'] }).min?.key).toBe('validation.minValue');
  });
});
