import { describe, expect, it } from 'vitest';
import { CATALOGUES, localeFromHeader, translate } from '../../src/domain';

function keys(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`)));
}
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogue (spec §5, §8)', () => {
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
    expect(translate('en', 'validation.maxLength', { count: 100 })).toBe('maximum characters are 100');
    expect(translate('id', 'validation.maxLength', { count: 100 })).toBe('maksimal 100 karakter');
  });

  it('picks the language of the request, English by default', () => {
    expect(localeFromHeader('id-ID,id;q=0.9,en;q=0.8')).toBe('id');
    expect(localeFromHeader('fr-FR, en;q=0.5')).toBe('en');
    expect(localeFromHeader(undefined)).toBe('en');
  });
});
