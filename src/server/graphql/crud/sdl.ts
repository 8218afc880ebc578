/** The GraphQL types and root fields of a resource, in docs/architecture.md §3's naming. */
import { getTableColumns } from 'drizzle-orm';
import { operationNames } from '../../../domain';
import type { ChildSet, ServerResource } from '../resource';
import { columnTypes, filterKeys, graphqlScalar } from './columns';

const LIST_ARGS = (filter: string) =>
  `page: Int, perPage: Int, sortField: String, sortOrder: String, filter: ${filter}`;

const lines = (fields: [string, string][]) => fields.map(([name, type]) => `  ${name}: ${type}`).join('\n');

/** A child set's element type and input (`MenuOptionGroup`, `MenuOptionGroupInput`), and those of its own children. */
function childSdl(child: ChildSet): string {
  const columns = getTableColumns(child.table);
  const own = Object.keys(child.descriptor.input).filter((key) => key in columns);
  const nested = Object.entries(child.children ?? {});
  const output: [string, string][] = [
    ['id', 'ID!'],
    ...own.map((key): [string, string] => [
      key,
      child.json?.[key]?.output ?? `${graphqlScalar(columns[key])}${columns[key].notNull ? '!' : ''}`,
    ]),
    ...nested.map(([field, grandchild]): [string, string] => [field, `[${grandchild.type}!]!`]),
  ];
  const input: [string, string][] = [
    ['id', 'ID'],
    ...own.map((key): [string, string] => [key, child.json?.[key]?.input ?? graphqlScalar(columns[key])]),
    ...nested.map(([field, grandchild]): [string, string] => [field, `[${grandchild.type}Input!]`]),
  ];
  return `
type ${child.type} {
${lines(output)}
}

input ${child.type}Input {
${lines(input)}
}
${nested.map(([, grandchild]) => childSdl(grandchild)).join('')}`;
}

export function resourceSdl(resource: ServerResource): string {
  const { type, bulk = [] } = resource.descriptor;
  const names = operationNames(resource.descriptor);
  const hidden = new Set(resource.hidden ?? []);
  const { relations = {}, children = {}, computed = {}, virtual = {} } = resource;
  const output: [string, string][] = [
    ...Object.entries(resource.columns)
      .filter(([key]) => !hidden.has(key))
      .map(([key, column]): [string, string] => [
        key,
        `${columnTypes(resource, key).output}${column.notNull ? '!' : ''}`,
      ]),
    ...Object.keys(relations).map((field): [string, string] => [field, '[ID!]!']),
    ...Object.entries(children).map(([field, child]): [string, string] => [field, `[${child.type}!]!`]),
    ...Object.entries(computed).map(([field, { type: computedType }]): [string, string] => [field, computedType]),
  ];
  const input = Object.keys(resource.descriptor.input).map((field): [string, string] => {
    if (relations[field]) return [field, '[ID!]'];
    if (children[field]) return [field, `[${children[field].type}Input!]`];
    if (virtual[field]) return [field, virtual[field].type];
    return [field, columnTypes(resource, field).input];
  });
  const filters = [
    ...filterKeys(resource).map((key): [string, string] => [key, graphqlScalar(resource.columns[key])]),
    ...Object.entries(resource.customFilters ?? {}).map(([key, custom]): [string, string] => [key, custom.type]),
  ];
  const mutations = `
extend type Mutation {
  ${names.create}(data: ${type}Input!): ${type}!
  ${names.update}(id: ID!, data: ${type}Input!): ${type}!
  ${names.delete}(id: ID!): ${type}!
${bulk.includes('update') ? `  ${names.updateMany}(ids: [ID!]!, data: ${type}Input!): [${type}!]!\n` : ''}${bulk.includes('delete') ? `  ${names.deleteMany}(ids: [ID!]!): [${type}!]!\n` : ''}}
`;
  const inputType = `
input ${type}Input {
${lines(input)}
}
`;
  return `
type ${type} {
${lines(output)}
}
${resource.descriptor.readOnly ? '' : inputType}
input ${type}Filter {
  ids: [ID!]
  q: String
${lines(filters)}
}
${Object.values(children).map(childSdl).join('')}
extend type Query {
  ${names.list}(${LIST_ARGS(`${type}Filter`)}): [${type}!]!
${resource.descriptor.countless ? '' : `  ${names.meta}(${LIST_ARGS(`${type}Filter`)}): ListMetadata!\n`}  ${names.one}(id: ID!): ${type}
}
${resource.descriptor.readOnly ? '' : mutations}${resource.sdl ?? ''}`;
}
