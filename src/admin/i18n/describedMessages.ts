import type { Locale, ResourceDescriptor } from '../../domain';
import { lowerFirst } from './recordNotifications';

/** What an empty list of a described resource says (`No reservations yet.`). */
const EMPTY: Record<Locale, (many: string) => string> = {
  en: (many) => `No ${many} yet.`,
  id: (many) => `Belum ada ${many}.`,
};

/**
 * One described resource's messages in a language (`resources.{name}`): its names, its fields (and what else
 * its screens name), its inputs' hints, its empty list and its enum values' labels (`enums.{field}.{VALUE}`, the
 * key `enumValueKey` gives).
 */
function messagesOf(locale: Locale, { labels, kinds = {} }: ResourceDescriptor) {
  const own = labels?.[locale];
  if (!own) return undefined;
  const enums = Object.fromEntries(
    Object.entries(kinds).flatMap(([field, kind]) => (kind.kind === 'enum' ? [[field, kind.labels[locale]]] : [])),
  );
  return {
    name: own.one ? `${own.one} |||| ${own.name}` : own.name,
    empty: EMPTY[locale](lowerFirst(own.name)),
    fields: { ...own.fields, ...own.extra },
    helpers: own.helpers ?? {},
    enums,
  };
}

/**
 * The messages of the resources that carry their labels: what the catalogues hold for them in
 * `locale`, so that no catalogue repeats a description.
 */
export const describedMessages = (locale: Locale, descriptors: readonly ResourceDescriptor[]) => ({
  resources: Object.fromEntries(
    descriptors.flatMap((descriptor) => {
      const messages = messagesOf(locale, descriptor);
      return messages ? [[descriptor.name, messages]] : [];
    }),
  ),
});
