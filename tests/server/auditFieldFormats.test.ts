/**
 * The History panel shows each audited field as the record's screen does (fieldFormats.ts): every field
 * the audit trail records (a resource's columns, links and child sets, as snapshot.ts reads them) that
 * names other records, an image or a moment has a format saying so, so that no History shows a raw id.
 */
import { describe, expect, it } from 'vitest';
import { formatOf } from '../../src/admin/resources/audit_entries/fieldFormats';
import { RESOURCES } from '../../src/server/graphql/resources';

/** Fields whose names read like a reference or an image but hold text: a name in Indonesian, a link. */
const TEXT = new Set(['resto_categories.nameId', 'restaurants.reservationUrl']);

/** The kind of format a field's name calls for, if any. */
function expectedKind(resource: string, field: string): string | undefined {
  if (TEXT.has(`${resource}.${field}`)) return undefined;
  if (/(Id|Ids|Uuid)$/.test(field)) return 'reference';
  if (/Url$/.test(field)) return 'image';
  if (/(At|Until)$/.test(field)) return 'dateTime';
  return undefined;
}

describe('the formats of audited fields', () => {
  for (const resource of RESOURCES.filter((candidate) => !candidate.descriptor.readOnly)) {
    const { name, secrets = [] } = resource.descriptor;
    it(`${name}: every audited reference, image and time has its format`, () => {
      const hidden = new Set(resource.hidden ?? []);
      const fields = [
        ...Object.keys(resource.columns).filter((field) => !hidden.has(field)),
        ...Object.keys(resource.relations ?? {}),
      ].filter((field) => !['id', 'createdAt', 'updatedAt'].includes(field) && !secrets.includes(field));
      const missing = fields.filter(
        (field) => expectedKind(name, field) && formatOf(name, field).kind !== expectedKind(name, field),
      );
      const children = Object.keys(resource.children ?? {}).filter(
        (field) => formatOf(name, field).kind !== 'children',
      );
      expect([...missing, ...children]).toEqual([]);
    });
  }
});
