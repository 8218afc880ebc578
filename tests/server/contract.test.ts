/**
 * The contract between the two sides: every operation the admin's buildQuery can produce, for
 * every registered resource and every data provider method, is valid against the schema the
 * server builds from its SDL, variables included. A name, field or input mismatch fails here.
 */
import {
  buildSchema,
  getVariableValues,
  parse,
  print,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import {
  CREATE,
  DELETE,
  DELETE_MANY,
  GET_LIST,
  GET_MANY,
  GET_MANY_REFERENCE,
  GET_ONE,
  UPDATE,
  UPDATE_MANY,
} from 'react-admin';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_LINK,
  ACCOUNT_MUTATIONS,
  accountMutationDocument,
  type AccountMutation,
} from '../../src/admin/pages/accounts/accountRequests';
import { GUEST_MENU_QUERY } from '../../src/guest/guestMenuQuery';
import { COUNT_TABLE_SCAN } from '../../src/guest/tableScan';
import { buildQueryFor } from '../../src/admin/providers/buildQuery';
import { ADMIN_RESOURCES } from '../../src/admin/resources';
import { descriptorsOf } from '../../src/admin/resources/AdminResource';
import { AUDIT_MESSAGES_EN } from '../../src/admin/resources/audit_entries/messagesEn';
import { AUDIT_MESSAGES_ID } from '../../src/admin/resources/audit_entries/messagesId';
import { RESTORE_AUDIT_ENTRY } from '../../src/admin/resources/audit_entries/operations';
import { ADD_FEATURED, REMOVE_FEATURED, SET_FEATURED } from '../../src/admin/resources/featured/operations';
import { MENU_HEALTH_COUNT } from '../../src/admin/resources/menu_health/countQuery';
import { MENU_HEALTH, MENU_HEALTH_OVERVIEW } from '../../src/admin/resources/menu_health/operations';
import { MENU_IMPACT } from '../../src/admin/resources/menus/impact/operations';
import { PACKAGE_MENU_CHOICES } from '../../src/admin/resources/package_menus/operations';
import { PRINTER_ROUTING } from '../../src/admin/resources/printer_classes/operations';
import {
  ORDER_DETAIL,
  ORDER_TOTALS,
  PUSH_PUBLIC_KEY,
  REMOVE_PUSH_SUBSCRIPTION,
  SAVE_PUSH_SUBSCRIPTION,
} from '../../src/admin/resources/orders/operations';
import {
  CONFIRM_TABLE_ORDER,
  REGENERATE_TABLE_CODE,
  TABLE_CODES,
  TABLE_ORDERS_TO_CONFIRM,
} from '../../src/admin/resources/qr/operations';
import { REORDER_RESTO_CATEGORIES } from '../../src/admin/resources/resto_categories/operations';
import { MERGE_TAGS } from '../../src/admin/resources/tags/operations';
import { SEND_PIN_RESET_LINK, SEND_VERIFICATION_LINK } from '../../src/admin/resources/users/accountLinks';
import { RESOURCE_DESCRIPTORS, restaurantField, type ResourceDescriptor } from '../../src/domain';
import { isPublic } from '../../src/server/graphql/operation';
import { operationsOf } from '../../src/server/graphql/operations';
import { RESOURCES } from '../../src/server/graphql/resources';
import { schemaTypeDefs } from '../../src/server/graphql/schema';

const ID = '00000000-0000-4000-8000-000000000001';

/** Every input field sent (null is what any of them may be), so an unknown field shows. */
const everyInput = (descriptor: ResourceDescriptor) =>
  Object.fromEntries(Object.keys(descriptor.input).map((field) => [field, null]));
const previous = (descriptor: ResourceDescriptor) =>
  Object.fromEntries(Object.keys(descriptor.input).map((field) => [field, 'before']));

/** The calls react-admin makes for a resource, with the parameters it passes. */
function calls(descriptor: ResourceDescriptor): [string, object][] {
  const page = { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' } };
  const owner = descriptor.tenancy.kind === 'parent' ? descriptor.tenancy.field : restaurantField(descriptor.tenancy);
  return [
    [GET_LIST, { ...page, filter: { q: 'x', ids: [ID] } }],
    [GET_MANY, { ids: [ID] }],
    ...(owner && owner !== 'id'
      ? [[GET_MANY_REFERENCE, { ...page, target: owner, id: ID, filter: {} }] as [string, object]]
      : []),
    [GET_ONE, { id: ID }],
    ...(descriptor.readOnly
      ? []
      : ([
          [CREATE, { data: everyInput(descriptor) }],
          [UPDATE, { id: ID, data: everyInput(descriptor), previousData: previous(descriptor) }],
          [DELETE, { id: ID }],
        ] as [string, object][])),
    ...(descriptor.bulk?.includes('update')
      ? [[UPDATE_MANY, { ids: [ID], data: everyInput(descriptor) }] as [string, object]]
      : []),
    ...(descriptor.bulk?.includes('delete') ? [[DELETE_MANY, { ids: [ID] }] as [string, object]] : []),
  ];
}

/** The validation errors of a built query against the schema, its variables included. */
function problems(schema: GraphQLSchema, query: DocumentNode, variables: Record<string, unknown> = {}): string[] {
  const document = parse(print(query));
  const errors = validate(schema, document).map((e) => e.message);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
  const coerced = getVariableValues(schema, operation?.variableDefinitions ?? [], variables);
  return [...errors, ...(coerced.errors ?? []).map((e) => e.message)];
}

describe('both sides serve the same resources', () => {
  it('every shared descriptor is served by the server and registered in the admin, and nothing else is', () => {
    const names = (list: readonly { name: string }[]) => list.map((d) => d.name).sort();
    expect(names(RESOURCES.map((r) => r.descriptor))).toEqual(names(RESOURCE_DESCRIPTORS));
    expect(names(descriptorsOf(ADMIN_RESOURCES))).toEqual(names(RESOURCE_DESCRIPTORS));
  });
});

describe('every query the admin can send is valid against the server schema', () => {
  // The server's SDL, built with this file's copy of graphql (the server's copy is another module here).
  const schema = buildSchema(schemaTypeDefs().join('\n'));
  const descriptors = descriptorsOf(ADMIN_RESOURCES);
  const buildQuery = buildQueryFor(descriptors);

  for (const descriptor of descriptors) {
    for (const [method, params] of calls(descriptor)) {
      it(`${descriptor.name}: ${method}`, () => {
        const { query, variables } = buildQuery(method, descriptor.name, params);
        expect(problems(schema, query, variables)).toEqual([]);
      });
    }
  }

  it('a client declaration that disagrees with the server is caught (a wrong plural, an unknown field, a stray input)', () => {
    const restaurants = descriptors.find((d) => d.name === 'restaurants') as ResourceDescriptor;
    const wrong = [
      { ...restaurants, plural: 'Restaurantes' },
      { ...restaurants, fields: [...restaurants.fields, 'rating'] },
      { ...restaurants, input: { ...restaurants.input, rating: [] } },
    ];
    for (const descriptor of wrong) {
      const all = calls(descriptor).flatMap(([method, params]) => {
        const { query, variables } = buildQueryFor([descriptor])(method, descriptor.name, params);
        return problems(schema, query, variables);
      });
      expect(all.length, JSON.stringify(descriptor)).toBeGreaterThan(0);
    }
  });
});

describe('every custom operation the admin sends is valid against the server schema', () => {
  const schema = buildSchema(schemaTypeDefs().join('\n'));
  const operations: [string, DocumentNode, Record<string, unknown>][] = [
    ['reorderRestoCategories', REORDER_RESTO_CATEGORIES, { ids: [ID] }],
    ['mergeTags', MERGE_TAGS, { sourceId: ID, targetId: ID }],
    ['setFeatured', SET_FEATURED, { restaurantIds: [ID] }],
    ['addFeatured', ADD_FEATURED, { restaurantIds: [ID] }],
    ['removeFeatured', REMOVE_FEATURED, { restaurantIds: [ID] }],
    ['printerRouting', PRINTER_ROUTING, { restaurantId: ID }],
    ['packageMenuChoices', PACKAGE_MENU_CHOICES, { restaurantId: ID }],
    ['menuHealth', MENU_HEALTH, { restaurantId: ID }],
    ['menuHealthCount', MENU_HEALTH_COUNT, { restaurantId: ID }],
    ['menuHealthOverview', MENU_HEALTH_OVERVIEW, { page: 0, perPage: 25 }],
    ['sendPinResetLink', SEND_PIN_RESET_LINK, { userId: ID }],
    ['sendVerificationLink', SEND_VERIFICATION_LINK, { userId: ID }],
    ['accountLink (public pages)', parse(ACCOUNT_LINK), { code: 'c', purpose: 'RESET_PASSWORD' }],
    ...(Object.keys(ACCOUNT_MUTATIONS) as AccountMutation[]).map(
      (name): [string, DocumentNode, Record<string, unknown>] => [
        `${name} (public pages)`,
        parse(accountMutationDocument(name)),
        Object.fromEntries(
          Object.entries(ACCOUNT_MUTATIONS[name]).map(([arg, type]) => [arg, type.startsWith('Boolean') ? true : 'x']),
        ),
      ],
    ),
    ['guestMenu (guest page)', parse(GUEST_MENU_QUERY), { slug: 'warung-nusantara' }],
    ['countTableScan (guest page)', parse(COUNT_TABLE_SCAN), { slug: 'warung-nusantara', table: 5, code: 'c' }],
    ['tableCodes', TABLE_CODES, { restaurantId: ID }],
    ['regenerateTableCode', REGENERATE_TABLE_CODE, { restaurantId: ID, table: 2 }],
    ['tableOrdersToConfirm', TABLE_ORDERS_TO_CONFIRM, { restaurantId: ID }],
    ['confirmTableOrder', CONFIRM_TABLE_ORDER, { id: ID, confirm: true }],
    [
      'orderTotals',
      ORDER_TOTALS,
      {
        filter: {
          restaurantId: ID,
          createdFrom: '2026-01-01T00:00:00Z',
          createdBefore: '2026-02-01T00:00:00Z',
          totalMin: 1,
          status: 'DONE',
        },
      },
    ],
    ['Order (detail)', ORDER_DETAIL, { id: ID }],
    ['pushPublicKey', PUSH_PUBLIC_KEY, {}],
    [
      'savePushSubscription',
      SAVE_PUSH_SUBSCRIPTION,
      { subscription: { endpoint: 'https://push.example/1', p256dh: 'k', auth: 'a' } },
    ],
    ['removePushSubscription', REMOVE_PUSH_SUBSCRIPTION, { endpoint: 'https://push.example/1' }],
    ['restoreAuditEntry', RESTORE_AUDIT_ENTRY, { id: ID }],
    ['menuImpact', MENU_IMPACT, { changes: [{ kind: 'HIDE_MENU', ids: [ID] }] }],
  ];
  for (const [name, query, variables] of operations) {
    it(name, () => expect(problems(schema, query, variables)).toEqual([]));
  }
});

describe('the audit log names every action an entry can say', () => {
  it('each guarded custom mutation (whose name an entry carries as its action) and the retention sweep has a label in both languages', () => {
    const generic = ['create', 'update', 'updateMany', 'delete', 'deleteMany'];
    const custom = operationsOf()
      .filter((operation) => operation.type === 'Mutation' && !isPublic(operation) && !generic.includes(operation.verb))
      .map((operation) => operation.name);
    // …and the server's own: the retention sweep's record (docs/production.md, "Retention").
    custom.push('retention');
    for (const labels of [AUDIT_MESSAGES_EN.actions, AUDIT_MESSAGES_ID.actions])
      expect(custom.filter((name) => !(name in labels))).toEqual([]);
  });
});
