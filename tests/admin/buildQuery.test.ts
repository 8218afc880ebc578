import { print, stripIgnoredCharacters } from 'graphql';
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
import { buildQueryFor } from '../../src/admin/providers/buildQuery';
import { defineDescriptor, RESTAURANTS } from '../../src/domain';

const MENU_CATEGORIES = defineDescriptor({
  name: 'menu_categories',
  type: 'MenuCategory',
  plural: 'MenuCategories',
  area: 'menu_categories',
  tenancy: { kind: 'restaurant', field: 'restaurantId' },
  input: { name: [], restaurantId: [] },
  fields: ['id', 'name', 'restaurantId'],
  bulk: ['update', 'delete'],
});
const buildQuery = buildQueryFor([RESTAURANTS, MENU_CATEGORIES]);
/** The query and the expected fragments compared without insignificant whitespace and commas. */
const text = (query: Parameters<typeof print>[0]) => stripIgnoredCharacters(print(query));
const has = (fragment: string) => stripIgnoredCharacters(fragment);

describe('buildQuery (docs/architecture.md §3)', () => {
  it('getList asks allX and _allXMeta with a 0-based page, sort and filter', () => {
    const { query, variables, parseResponse } = buildQuery(GET_LIST, 'restaurants', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'kopi', currency: 'Rp.' },
    });
    expect(text(query)).toContain(
      has(
        'query allRestaurants($page: Int, $perPage: Int, $sortField: String, $sortOrder: String, $filter: RestaurantFilter)',
      ),
    );
    expect(text(query)).toContain(
      has(
        'items: allRestaurants(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter)',
      ),
    );
    expect(text(query)).toContain(has('total: _allRestaurantsMeta('));
    expect(text(query)).toContain(has(`{ ${RESTAURANTS.fields.join(' ')} }`)); // the descriptor's selection, sub-selections included
    expect(variables).toEqual({
      page: 1,
      perPage: 25,
      sortField: 'name',
      sortOrder: 'ASC',
      filter: { q: 'kopi', currency: 'Rp.' },
    });
    const parsed: unknown = parseResponse({
      data: { items: [{ id: 'a' }], total: { count: 31 } },
      loading: false,
      networkStatus: 7,
    });
    expect(parsed).toEqual({ data: [{ id: 'a' }], total: 31 });
  });

  it('getMany filters by ids; getManyReference by the target', () => {
    const many = buildQuery(GET_MANY, 'restaurants', { ids: ['a', 'b'] });
    expect(many.variables).toEqual({ perPage: 2, filter: { ids: ['a', 'b'] } });
    expect(text(many.query)).not.toContain('_allRestaurantsMeta'); // getMany answers no total
    const { query, variables } = buildQuery(GET_MANY_REFERENCE, 'menu_categories', {
      target: 'restaurantId',
      id: 'r1',
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'DESC' },
      filter: {},
    });
    expect(text(query)).toContain(has('query allMenuCategories('));
    expect(text(query)).toContain(has('$filter: MenuCategoryFilter'));
    expect(text(query)).toContain(has('total: _allMenuCategoriesMeta('));
    expect(variables).toEqual({
      page: 0,
      perPage: 10,
      sortField: 'name',
      sortOrder: 'DESC',
      filter: { restaurantId: 'r1' },
    });
  });

  it('getOne asks the type by id', () => {
    const { query, variables } = buildQuery(GET_ONE, 'restaurants', { id: 'r1' });
    expect(text(query)).toContain(has('query Restaurant($id: ID!) { data: Restaurant(id: $id) {'));
    expect(variables).toEqual({ id: 'r1' });
  });

  it('create sends only the input fields', () => {
    const { query, variables } = buildQuery(CREATE, 'restaurants', {
      data: { name: 'New', slug: 'new', currency: 'S$', extra: 1 },
    });
    expect(text(query)).toContain(
      has('mutation createRestaurant($data: RestaurantInput!) { data: createRestaurant(data: $data) {'),
    );
    expect(variables).toEqual({ data: { name: 'New', slug: 'new', currency: 'S$' } });
  });

  it('update is partial: only the changed input fields', () => {
    const previousData = { id: 'r1', name: 'Old', slug: 'old', city: 'Jakarta', createdAt: 'x' };
    const { query, variables } = buildQuery(UPDATE, 'restaurants', {
      id: 'r1',
      data: { ...previousData, name: 'New' },
      previousData,
    });
    expect(text(query)).toContain(
      has(
        'mutation updateRestaurant($id: ID!, $data: RestaurantInput!) { data: updateRestaurant(id: $id, data: $data) {',
      ),
    );
    expect(variables).toEqual({ id: 'r1', data: { name: 'New' } });
  });

  it('delete, updateMany and deleteMany use deleteX, updateXs and deleteXs', () => {
    expect(text(buildQuery(DELETE, 'restaurants', { id: 'r1' }).query)).toContain(
      has('mutation deleteRestaurant($id: ID!) { data: deleteRestaurant(id: $id)'),
    );
    const many = buildQuery(UPDATE_MANY, 'menu_categories', { ids: ['a'], data: { name: 'x' } });
    expect(text(many.query)).toContain(has('mutation updateMenuCategories($ids: [ID!]!, $data: MenuCategoryInput!)'));
    expect(text(buildQuery(DELETE_MANY, 'menu_categories', { ids: ['a'] }).query)).toContain(
      has('mutation deleteMenuCategories($ids: [ID!]!)'),
    );
  });

  it('an unknown resource is an error, not a guess', () => {
    expect(() => buildQuery(GET_LIST, 'nothing', {})).toThrow('Unknown resource');
  });

  it('operation names use the declared plural, never a guess', () => {
    const octopus = { ...MENU_CATEGORIES, name: 'octopi', type: 'Octopus', plural: 'Octopi' };
    expect(text(buildQueryFor([octopus])(GET_LIST, 'octopi', {}).query)).toContain(has('items: allOctopi('));
  });

  it('a countless resource (the audit log) asks for a page and the row after it, and answers whether another page follows, with no total', () => {
    const log = buildQueryFor([{ ...MENU_CATEGORIES, countless: true }]);
    const { query, variables, parseResponse } = log(GET_LIST, 'menu_categories', {
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(text(query)).not.toContain('_allMenuCategoriesMeta');
    expect(text(query)).toContain(has('next: allMenuCategories(page: $next, perPage: 1'));
    expect(variables).toMatchObject({ page: 2, perPage: 25, next: 75 });
    const more: unknown = parseResponse({
      data: { items: [{ id: 'a' }], next: [{ id: 'b' }] },
      loading: false,
      networkStatus: 7,
    });
    expect(more).toEqual({ data: [{ id: 'a' }], pageInfo: { hasNextPage: true, hasPreviousPage: true } });
    const last: unknown = parseResponse({ data: { items: [{ id: 'a' }], next: [] }, loading: false, networkStatus: 7 });
    // Nor does it ask for a total by reference or by ids.
    expect(last).toMatchObject({ pageInfo: { hasNextPage: false } });
    const reference = log(GET_MANY_REFERENCE, 'menu_categories', {
      target: 'restaurantId',
      id: 'r1',
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(text(reference.query)).not.toContain('_allMenuCategoriesMeta');
    expect(text(log(GET_MANY, 'menu_categories', { ids: ['a'] }).query)).not.toContain('_allMenuCategoriesMeta');
  });

  it('a bulk method is refused for a resource that does not offer it (the server serves none)', () => {
    const withoutBulk = buildQueryFor([{ ...RESTAURANTS, bulk: [] }]);
    expect(() => withoutBulk(UPDATE_MANY, 'restaurants', { ids: ['a'], data: {} })).toThrow(
      'restaurants offers no bulk update',
    );
    expect(() => withoutBulk(DELETE_MANY, 'restaurants', { ids: ['a'] })).toThrow('restaurants offers no bulk delete');
  });
});
