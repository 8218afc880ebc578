/** src/server/db/schema/<file>.ts: the resource's table. */
import type { FieldSpec } from '../fields';
import { str, type Layout } from '../layout';
import { snakeFromCamel } from '../names';
import type { Request } from '../request';

/** The Drizzle column of a field, and the column builder it needs. */
function columnOf(field: FieldSpec): { column: string; builder: string } {
  const name = str(snakeFromCamel(field.name));
  const notNull = field.required ? '.notNull()' : '';
  switch (field.kind) {
    case 'text':
    case 'enum':
      return { column: `text(${name})${notNull}`, builder: 'text' };
    case 'integer':
      return { column: `integer(${name})${notNull}`, builder: 'integer' };
    case 'number':
      return { column: `doublePrecision(${name})${notNull}`, builder: 'doublePrecision' };
    case 'boolean':
      return { column: `boolean(${name}).notNull().default(false)`, builder: 'boolean' };
    case 'dateTime':
      return { column: `timestamp(${name}, { withTimezone: true, mode: 'date' })${notNull}`, builder: 'timestamp' };
  }
}

export function tableFile(request: Request, layout: Layout): string {
  const { names } = request;
  const columns = request.fields.map((field) => ({ field, ...columnOf(field) }));
  const sortColumn = layout.sort.field;
  const index = `${names.name}_restaurant_${snakeFromCamel(sortColumn)}_idx`;
  const builders = new Set([
    'pgTable',
    'uuid',
    ...columns.map(({ builder }) => builder),
    ...(layout.inRestaurant ? ['index'] : []),
  ]);
  const platformImports = layout.inRestaurant ? 'restaurants, timestamps' : 'timestamps';
  const lines = [
    "    id: uuid('id').primaryKey().defaultRandom(),",
    ...(layout.inRestaurant
      ? [
          "    restaurantId: uuid('restaurant_id')",
          '      .notNull()',
          "      .references(() => restaurants.id, { onDelete: 'cascade' }),",
        ]
      : []),
    ...columns.map(({ field, column }) => `    ${field.name}: ${column},`),
    '    ...timestamps,',
  ];
  const body = layout.inRestaurant
    ? `pgTable(\n  ${str(names.name)},\n  {\n${lines.join('\n')}\n  },\n  // A restaurant's list, in its default order.\n  (t) => [index(${str(index)}).on(t.restaurantId, t.${sortColumn})],\n)`
    : `pgTable(${str(names.name)}, {\n${lines.map((line) => line.slice(2)).join('\n')}\n})`;
  return `/** ${names.label}, ${layout.inRestaurant ? 'each of one restaurant (deleted with it)' : 'of no restaurant'}. */
import { ${[...builders].sort().join(', ')} } from 'drizzle-orm/pg-core';
import { ${platformImports} } from './platform';

export const ${names.file} = ${body};
`;
}
