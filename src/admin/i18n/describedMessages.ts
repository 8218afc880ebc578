import type { Locale, ResourceDescriptor } from '../../domain';
import { enumValueKey } from '../resources/described/enumLabels';
import { lowerFirst } from './recordNotifications';

/** What an empty list of a described resource says (`No reservations yet.`). */
const EMPTY: Record<Locale, (many: string) => string> = {
  en: (many) => `No ${many} yet.`,
  id: (many) => `Belum ada ${many}.`,
};

type Messages = Record<string, unknown>;

/** A message tree from dotted keys (`resources.reservations.enums.status.BOOKED`). */
function nest(entries: readonly (readonly [string, string])[]): Messages {
  const root: Messages = {};
  for (const [key, text] of entries) {
    const parts = key.split('.');
    const last = parts.pop() as string;
    const node = parts.reduce<Messages>((parent, part) => (parent[part] ??= {}) as Messages, root);
    node[last] = text;
  }
  return root;
}

/** One described resource's messages in a language: its names, its fields, its empty list and its enum values' labels. */
function messagesOf(locale: Locale, descriptor: ResourceDescriptor): [string, string][] {
  const labels = descriptor.labels?.[locale];
  if (!labels) return [];
  const prefix = `resources.${descriptor.name}`;
  const enums = Object.entries(descriptor.kinds ?? {}).flatMap(([field, kind]) =>
    kind.kind === 'enum' ? kind.values.map((value): [string, string] => [enumValueKey(descriptor, field, value), kind.labels[locale][value]]) : [],
  );
  return [
    [`${prefix}.name`, labels.one ? `${labels.one} |||| ${labels.name}` : labels.name],
    [`${prefix}.empty`, EMPTY[locale](lowerFirst(labels.name))],
    ...Object.entries(labels.fields).map(([field, label]): [string, string] => [`${prefix}.fields.${field}`, label]),
    ...enums,
  ];
}

/**
 * The messages of the resources that carry their labels (`resources.{name}`): what the catalogues
 * hold for them in `locale`, so that no catalogue repeats a description.
 */
export const describedMessages = (locale: Locale, descriptors: readonly ResourceDescriptor[]): Messages => nest(descriptors.flatMap((descriptor) => messagesOf(locale, descriptor)));
