import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { CATALOGUES_FOR_TESTS, i18nFor } from './i18nFor';

const allMessages = (locale: 'en' | 'id') => CATALOGUES_FOR_TESTS[locale];

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
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], allMessages(locale));
        return typeof value !== 'string' || (value.trim() === '' && key !== 'ra.boolean.null');
      });
    expect(empty('en')).toEqual([]);
    expect(empty('id')).toEqual([]);
  });

  it('Indonesian has one plural form (Polyglot uses only the first of "X |||| Y"), so that form says every count and name the others do', () => {
    const placeholders = (text: string) => new Set(text.match(/%\{\w+\}/g) ?? []);
    const losing = keys(allMessages('id')).filter((key) => {
      const value = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], allMessages('id'));
      if (typeof value !== 'string' || !value.includes('||||')) return false;
      const [first, ...others] = value.split('||||');
      const kept = placeholders(first);
      return others.some((form) => [...placeholders(form)].some((placeholder) => !kept.has(placeholder)));
    });
    expect(losing).toEqual([]);
    const t = i18nFor('id').translate;
    expect(t('ra.action.bulk_actions', { smart_count: 10 })).toBe('10 item dipilih');
    expect(t('ra.notification.deleted', { smart_count: 3 })).toBe('3 elemen dihapus');
  });

  it('a save or a delete names what it saved, in both languages (never "Element created")', () => {
    const en = i18nFor('en');
    const id = i18nFor('id');
    id.changeLocale('id');
    expect(en.translate('resources.menus.notifications.created', { smart_count: 1 })).toBe('Menu created');
    expect(en.translate('resources.users.notifications.updated', { smart_count: 1 })).toBe('User updated');
    expect(en.translate('resources.menu_categories.notifications.deleted', { smart_count: 3 })).toBe(
      '3 menu categories deleted',
    );
    expect(en.translate('resources.restaurants.notifications.updated', { smart_count: 1 })).toBe('Restaurant updated');
    expect(id.translate('resources.menus.notifications.created', { smart_count: 1 })).toBe('Menu dibuat');
    expect(id.translate('resources.package_menus.notifications.deleted', { smart_count: 1 })).toMatch(/ dihapus$/);
    // Hiding four menus at once says four.
    expect(en.translate('resources.menus.notifications.updated', { smart_count: 4 })).toBe('4 menus updated');
    expect(id.translate('resources.menus.notifications.updated', { smart_count: 4 })).toBe('4 menu diperbarui');
  });
});
