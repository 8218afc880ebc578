/** The GraphQL types and root fields of a resource, in DESIGN §3's naming. */
import type { ResourceDefinition } from '../resource';
import { columnsOf, filterKeys, graphqlScalar } from './columns';

const LIST_ARGS = (filter: string) => `page: Int, perPage: Int, sortField: String, sortOrder: String, filter: ${filter}`;

export function resourceSdl(resource: ResourceDefinition): string {
  const { typeName: type, pluralName: plural } = resource;
  const columns = columnsOf(resource);
  const hidden = new Set<string>(resource.hidden ?? []);
  const fields = Object.entries(columns)
    .filter(([key]) => !hidden.has(key))
    .map(([key, column]) => `  ${key}: ${graphqlScalar(column)}${column.notNull ? '!' : ''}`);
  const inputs = resource.input.map((key) => `  ${key}: ${graphqlScalar(columns[key])}`);
  const filters = filterKeys(resource).map((key) => `  ${key}: ${graphqlScalar(columns[key])}`);
  return `
type ${type} {
${fields.join('\n')}
}

input ${type}Input {
${inputs.join('\n')}
}

input ${type}Filter {
  ids: [ID!]
  q: String
${filters.join('\n')}
}

extend type Query {
  all${plural}(${LIST_ARGS(`${type}Filter`)}): [${type}!]!
  _all${plural}Meta(${LIST_ARGS(`${type}Filter`)}): ListMetadata!
  ${type}(id: ID!): ${type}
}

extend type Mutation {
  create${type}(data: ${type}Input!): ${type}!
  update${type}(id: ID!, data: ${type}Input!): ${type}!
  delete${type}(id: ID!): ${type}!
}
`;
}
