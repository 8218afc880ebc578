/**
 * The History panel's diff: each field by its own label, its values as the record's screen shows them, in both
 * languages.
 */
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore, testDataProvider, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../src/domain';
import type { AuditChange } from '../../src/admin/resources/audit_entries/AuditEntry';
import { ChangeTable } from '../../src/admin/resources/audit_entries/ChangeTable';
import { recordPath } from '../../src/admin/resources/audit_entries/recordPath';
import { ADMIN_ROUTES } from '../../src/admin/routes';
import { i18nFor } from './i18nFor';
import { RESTO_A } from './fixtures';

const RECORDS: Record<string, { id: string; name: string; currency?: string }[]> = {
  restaurants: [{ id: RESTO_A, name: 'Warung A', currency: 'Rp.' }],
  tags: [
    { id: 't1', name: 'Spicy' },
    { id: 't2', name: 'Vegan' },
  ],
  menu_categories: [
    { id: 'c1', name: 'Soups' },
    { id: 'c2', name: 'Drinks' },
  ],
};

const change = (field: string, before: unknown, after: unknown, redacted = false): AuditChange => ({
  field,
  before: before === null ? null : JSON.stringify(before),
  after: after === null ? null : JSON.stringify(after),
  redacted,
});

function renderDiff(resource: string, changes: AuditChange[], locale: Locale = 'en') {
  const getMany = vi.fn((name: string, { ids }: { ids: string[] }) =>
    Promise.resolve({ data: (RECORDS[name] ?? []).filter((record) => ids.includes(record.id)) }),
  );
  const getOne = vi.fn((name: string, { id }: { id: string }) =>
    Promise.resolve({ data: (RECORDS[name] ?? []).find((record) => record.id === id) }),
  );
  const dataProvider = testDataProvider({
    getMany: getMany as unknown as DataProvider['getMany'],
    getOne: getOne as unknown as DataProvider['getOne'],
  });
  render(
    <AdminContext
      dataProvider={dataProvider}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      i18nProvider={i18nFor(locale)}
      store={memoryStore()}
    >
      <ChangeTable entry={{ resource, restaurantId: RESTO_A, changes }} />
    </AdminContext>,
  );
}

/** The row of a field, as its cells read: label, before, (arrow), after. */
const row = (label: string) => {
  const header = screen.getByRole('rowheader', { name: label });
  return within(header.closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
};

describe('the diff of an audit entry', () => {
  it("shows a menu's price in its restaurant's currency, enums by their labels, booleans as yes/no, references by name", async () => {
    renderDiff('menus', [
      change('price', '35000.00', '42500.50'),
      change('status', 'DRAFT', 'ACTIVE'),
      change('hidden', false, true),
      change('orderTypes', ['DINE_IN'], ['DINE_IN', 'TAKE_AWAY']),
      change('categoryId', 'c1', 'c2'),
      change('tagIds', [], ['t1', 't2']),
    ]);
    expect(await screen.findByText('Rp. 42.500,50')).toBeTruthy();
    expect(row('Price')).toEqual(['Rp. 35.000', 'Rp. 42.500,50']);
    expect(row('Status')).toEqual(['Draft', 'Active']);
    expect(row('Hidden')).toEqual(['No', 'Yes']);
    expect(row('Sold for')).toEqual(['Dine in', 'Dine in, Take away']);
    await screen.findByText('Drinks');
    expect(row('Category')).toEqual(['Soups', 'Drinks']);
    await screen.findByText('Spicy, Vegan');
    expect(row('Tags')).toEqual(['(empty)', 'Spicy, Vegan']);
  });

  it('a secret that changed says so, never a value; an image shows as a thumbnail with its field as alternative text; option groups are counted and named', async () => {
    renderDiff('users', [change('passwordHash', null, null, true)]);
    expect(await screen.findByText('changed (not shown)')).toBeTruthy();
    renderDiff('menus', [
      change('imageUrl', null, '/media/new.webp'),
      change(
        'optionGroups',
        [],
        [
          { name: 'Sauce', min: 1, max: 2, options: [] },
          { name: 'Extras', min: 0, max: 3, options: [] },
        ],
      ),
    ]);
    const image = await screen.findByRole('img', { name: 'Image, After' });
    expect(image.getAttribute('src')).toMatch(/\/media\/new\.webp$/);
    expect(row('Option groups')).toEqual(['(empty)', '2 items: Sauce, Extras']);
  });

  it("in Indonesian: the fields' own Indonesian labels, values by Indonesian labels", async () => {
    renderDiff(
      'menus',
      [change('price', 1000, 2000), change('featured', true, false), change('status', 'ACTIVE', 'INACTIVE')],
      'id',
    );
    expect(await screen.findByText('Rp. 2.000')).toBeTruthy();
    expect(row('Harga')).toEqual(['Rp. 1.000', 'Rp. 2.000']);
    expect(row('Unggulan')).toEqual(['Ya', 'Tidak']);
    expect(screen.getByRole('columnheader', { name: 'Sebelum' })).toBeTruthy();
  });

  it('an entry with no changed field says so', async () => {
    renderDiff('menus', []);
    expect(await screen.findByText('No field changed.')).toBeTruthy();
  });
});

describe('what an entry offers', () => {
  it('links a record to its edit screen, or to the list that holds it', () => {
    expect(recordPath(ADMIN_ROUTES, 'menus', 'm1', RESTO_A)).toBe('menu_edit/m1');
    expect(recordPath(ADMIN_ROUTES, 'restaurants', RESTO_A, RESTO_A)).toBe(`restaurant_edit/${RESTO_A}`);
    expect(recordPath(ADMIN_ROUTES, 'feeds', 'f1', RESTO_A)).toBe(`edit_feed/${RESTO_A}/f1`);
    expect(recordPath(ADMIN_ROUTES, 'menu_categories', 'c1', RESTO_A)).toBe(`menu_categories/${RESTO_A}`);
    expect(recordPath(ADMIN_ROUTES, 'orders', 'o1', RESTO_A)).toBe(`order_histories/${RESTO_A}`);
  });
});
