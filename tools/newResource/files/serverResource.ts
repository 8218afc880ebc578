/** src/server/graphql/resources/<file>.ts: how the server serves the resource (its operations come from the kernel). */
import { strs, type Layout } from '../layout';
import type { Request } from '../request';

export function serverResourceFile(request: Request, layout: Layout): string {
  const { names } = request;
  const sortable = [...request.fields.filter((field) => !field.multiline).map((field) => field.name), 'createdAt'];
  return `/** ${names.label}: list, count, read, create, update and delete (one and many), ${layout.inRestaurant ? "each within the writer's restaurants" : 'for super admins'}. */
import { ${names.constant} } from '../../../domain';
import { ${names.file} } from '../../db/schema';
import { defineResource } from '../resource';

export default defineResource({
  descriptor: ${names.constant},
  table: ${names.file},
  search: ${strs(layout.search)},
  filters: ${names.constant}.list.filters,
  sortable: ${strs([...new Set(sortable)])},
  defaultSort: ${names.constant}.list.sort,
});
`;
}
