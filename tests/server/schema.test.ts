/** Every root field is a declared operation: the schema refuses to build otherwise (at start-up and here, in CI). */
import { describe, expect, it } from 'vitest';
import { defineDescriptor, required } from '../../src/domain';
import { restaurants, tags } from '../../src/server/db/schema';
import { defineResource } from '../../src/server/graphql/resource';
import { RESOURCES } from '../../src/server/graphql/resources';
import { buildSchema } from '../../src/server/graphql/schema';

const descriptor = defineDescriptor({
  name: 'rogues',
  type: 'Rogue',
  plural: 'Rogues',
  area: 'tags_management',
  tenancy: { kind: 'platform' },
  input: { name: [required()] },
  fields: ['id', 'name'],
});
const base = {
  table: tags,
  search: [],
  filters: [],
  sortable: ['name'],
  defaultSort: { field: 'name', order: 'ASC' },
} as const;

describe('the schema and the declared operations agree', () => {
  it('the served schema builds', () => {
    expect(() => buildSchema()).not.toThrow();
  });

  it('a root field without a declared operation stops the build', () => {
    const rogue = defineResource({ ...base, descriptor, sdl: 'extend type Query { rogueSecrets: [String!]! }' });
    expect(() => buildSchema([...RESOURCES, rogue])).toThrow(
      /Fields without a declared operation: Query\.rogueSecrets/,
    );
  });

  it('an operation without a field stops the build', () => {
    const ghost = defineResource({
      ...base,
      descriptor,
      operations: () => [
        { name: 'ghost', type: 'Query', verb: 'custom', access: { kind: 'signedIn' }, resolve: async () => null },
      ],
    });
    expect(() => buildSchema([...RESOURCES, ghost])).toThrow(/operations without a field: Query\.ghost/);
  });

  it('a hidden column cannot be searched, and a per-restaurant resource has no sign-in-only operation', () => {
    expect(() => defineResource({ ...base, descriptor, hidden: ['name'], search: ['name'] })).toThrow(
      /hidden column name cannot be searched/,
    );
    const open = defineResource({
      ...base,
      table: restaurants,
      descriptor: { ...descriptor, tenancy: { kind: 'self' }, input: {} },
      json: {
        openingHours: { output: 'String', input: 'String' },
        services: { output: 'String', input: 'String' },
        paymentMethods: { output: 'String', input: 'String' },
      },
      operations: () => [
        { name: 'peek', type: 'Query', verb: 'custom', access: { kind: 'signedIn' }, resolve: async () => null },
      ],
    });
    expect(() => buildSchema([open])).toThrow(/needs an area:action, not sign-in alone/);
  });

  it('an input field that is neither a column, a relation, a child set nor a virtual input stops the definition', () => {
    const broken = { ...descriptor, input: { nickname: [] } };
    expect(() => defineResource({ ...base, descriptor: broken })).toThrow(/input field nickname/);
  });
});
