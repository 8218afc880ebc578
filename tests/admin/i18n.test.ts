import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { allMessages } from '../../src/admin/i18n/i18nProvider';

function keys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key));
}

describe('translations', () => {
  const en = keys(allMessages('en')).sort();
  const id = keys(allMessages('id')).sort();

  it('every English key exists in Indonesian', () => {
    expect(en.filter((key) => !id.includes(key))).toEqual([]);
  });

  it('every Indonesian key exists in English', () => {
    expect(id.filter((key) => !en.includes(key))).toEqual([]);
  });

  it("covers react-admin's whole `ra` tree", () => {
    const ra = keys(englishMessages);
    expect(ra.length).toBeGreaterThan(150);
    expect(ra.filter((key) => !id.includes(key))).toEqual([]);
  });

  it('no message is empty', () => {
    const empty = (locale: 'en' | 'id') =>
      keys(allMessages(locale)).filter((key) => {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], allMessages(locale));
        return typeof value !== 'string' || (value.trim() === '' && key !== 'ra.boolean.null');
      });
    expect(empty('en')).toEqual([]);
    expect(empty('id')).toEqual([]);
  });
});
