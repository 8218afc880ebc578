import type { TranslationMessages } from 'react-admin';
import type { Locale } from '../../domain';

/**
 * What react-admin says after a save or a delete, per resource (`resources.{name}.notifications.*`,
 * which it asks for first): "Menu created" rather than its "Element created". Made from each
 * resource's own name ("Menu |||| Menus") for every resource that does not word its own.
 */
const TEMPLATES: Record<Locale, (one: string, many: string) => Record<'created' | 'updated' | 'deleted', string>> = {
  en: (one, many) => ({
    created: `${one} created`,
    updated: `${one} updated |||| %{smart_count} ${many} updated`,
    deleted: `${one} deleted |||| %{smart_count} ${many} deleted`,
  }),
  // Indonesian has one plural form (Polyglot reads only the first of "X |||| Y"): it says the count always.
  id: (one) => ({
    created: `${one} dibuat`,
    updated: `%{smart_count} ${lowerFirst(one)} diperbarui`,
    deleted: `%{smart_count} ${lowerFirst(one)} dihapus`,
  }),
};

export const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export function withRecordNotifications(messages: TranslationMessages, locale: Locale): TranslationMessages {
  const resources = (messages.resources ?? {}) as Record<
    string,
    { name?: unknown; notifications?: Record<string, string> }
  >;
  const completed = Object.fromEntries(
    Object.entries(resources).map(([resource, entry]) => {
      if (typeof entry.name !== 'string') return [resource, entry];
      const [one, many = one] = entry.name.split('||||').map((part) => part.trim());
      return [
        resource,
        { ...entry, notifications: { ...TEMPLATES[locale](one, lowerFirst(many)), ...entry.notifications } },
      ];
    }),
  );
  return { ...messages, resources: completed as TranslationMessages['resources'] };
}
