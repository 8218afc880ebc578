import { describe, expect, it } from 'vitest';
import { attributeOf, CATALOGUES, ID_ATTRIBUTES, localeFromHeader, translate } from '../../src/domain';

function keys(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`),
  );
}
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogue (docs/spec.md §5, §8)', () => {
  it('English and Indonesian have the same keys', () => {
    expect(keys(CATALOGUES.id).sort()).toEqual(keys(CATALOGUES.en).sort());
  });

  it('every Indonesian message keeps the placeholders of its English one', () => {
    for (const key of keys(CATALOGUES.en)) {
      expect(placeholders(translate('id', key)), key).toEqual(placeholders(translate('en', key)));
    }
  });

  it.each([
    'Something went wrong, try again later!',
    'Error, please check your inputs.',
    'There are some errors in your fields.',
    'Authentication failed. Ensure that email and password are correct.',
    'Email has already registered',
    'Email not found',
    'Failed to reset password.',
    'Unable to update menu availability. Please try again.',
    'Company already exist',
    'File too big.',
    'Loading chunk failed',
  ])('holds the spec text "%s"', (text) => {
    expect(keys(CATALOGUES.en).map((key) => translate('en', key))).toContain(text);
  });

  it('fills parameters', () => {
    expect(translate('en', 'errors.alreadyExists', { obj: 'Slug' })).toBe('Slug already exists. Please use another.');
    expect(translate('en', 'validation.maxLength', { count: 100 })).toBe('Maximum characters are 100');
    expect(translate('id', 'validation.maxLength', { count: 100 })).toBe('Maksimal 100 karakter');
  });

  it('says names and numbers in the language of the message', () => {
    expect(translate('en', 'validation.maxValue', { attr: 'Minimum nominal discount', val: 50000 })).toBe(
      'Maximum value for Minimum nominal discount is 50,000',
    );
    expect(translate('id', 'validation.maxValue', { attr: 'Minimum nominal discount', val: 50000 })).toBe(
      'Nilai maksimal untuk Diskon nominal minimum adalah 50.000',
    );
    expect(translate('id', 'validation.maxValue', { attr: 'Price', val: 'Rp. 50.000' })).toBe(
      'Nilai maksimal untuk Harga adalah Rp. 50.000',
    );
    expect(translate('id', 'notifications.newOrderTitle', { number: 1234 })).toBe('Pesanan baru #1234');
  });

  it('starts every validation message with a capital letter, in both languages', () => {
    for (const locale of ['en', 'id'] as const) {
      for (const text of Object.values(CATALOGUES[locale].validation)) expect(text).toMatch(/^(%\{|\p{Lu})/u);
    }
  });

  it('says in Indonesian the names the rules give in English, and keeps a name it does not know', () => {
    expect(translate('id', 'validation.minSelected', { obj: 'options', count: 2 })).toBe('Pilih minimal 2 opsi');
    expect(translate('id', 'validation.invalid', { attr: 'Kitchen printer' })).toBe('Kitchen printer tidak valid');
    expect(Object.values(ID_ATTRIBUTES).every((name) => name.trim() !== '')).toBe(true);
  });

  it('names an input field by the last name of its path when Indonesian can say it too, else "This field"', () => {
    expect(attributeOf('optionGroups.0.options.1.price')).toBe('Price');
    expect(attributeOf('deliveryCharge')).toBe('Delivery charge');
    expect(attributeOf('reservationUrl')).toBe('Reservation URL');
    expect(attributeOf('partySize')).toBe('This field');
    expect(translate('id', 'validation.wholeNumber', { attr: attributeOf('openingHours.0.day') })).toBe(
      'Hari harus berupa bilangan bulat',
    );
    expect(translate('id', 'validation.wholeNumber', { attr: attributeOf('partySize') })).toBe(
      'Isian ini harus berupa bilangan bulat',
    );
  });

  it('picks the language of the request, English by default', () => {
    expect(localeFromHeader('id-ID,id;q=0.9,en;q=0.8')).toBe('id');
    expect(localeFromHeader('fr-FR, en;q=0.5')).toBe('en');
    expect(localeFromHeader(undefined)).toBe('en');
  });
});
