import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, HttpError, memoryStore, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../src/domain';
import { ImpactDialog } from '../../src/admin/resources/menus/impact/ImpactDialog';
import { RESTO_A } from './fixtures';
import { i18nFor } from './i18nFor';

const CHANGES = [{ kind: 'HIDE_MENU' as const, ids: ['m1'] }];

const problem = (rule: string, recordName: string, values: Record<string, string>) => ({
  rule,
  resource: 'package_menus',
  recordId: `r-${recordName}`,
  recordName,
  detailId: null,
  restaurantId: RESTO_A,
  values: Object.entries(values).map(([name, value]) => ({ name, value })),
});

/**
 * Hiding a featured curry that a package needs, a live post shows, the restaurant's promo runs beside and a copy was
 * made of.
 */
const EVERYTHING = {
  menuImpact: {
    restaurantId: RESTO_A,
    problemCount: 2,
    problems: [
      problem('PACKAGE_GROUP_UNSATISFIABLE', 'Lunch set', { group: 'Main', min: '1', available: '0' }),
      problem('FEATURED_NOT_OFFERED', 'Curry', { reason: 'HIDDEN' }),
    ],
    packageGroupCount: 2,
    packageGroups: [
      { packageId: 'k1', packageName: 'Family set', group: 'Mains', min: 2, available: 2, atMinimum: true },
      { packageId: 'k2', packageName: 'Rice box', group: 'Side', min: 1, available: 3, atMinimum: false },
    ],
    menuCount: 1,
    featuredCount: 1,
    menus: [{ id: 'm1', name: 'Curry', featured: true }],
    feedCount: 1,
    feeds: [{ id: 'f1', title: 'Curry week', status: 'LIVE', menuIds: ['m1'] }],
    promoCount: 1,
    promos: [{ id: 'p1', title: 'Payday deal', status: 'SCHEDULED' }],
    copyCount: 1,
    copies: [{ id: 'c1', name: 'Curry', sourceMenuId: 'm1', restaurantId: 'r2', restaurantName: 'Harbour Bistro' }],
  },
};

function renderDialog(query: ReturnType<typeof vi.fn>, locale: Locale = 'en') {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <AdminContext
      dataProvider={{ ...testDataProvider(), query }}
      queryClient={new QueryClient()}
      i18nProvider={i18nFor(locale)}
      store={memoryStore()}
    >
      <ImpactDialog
        changes={CHANGES}
        title="Hide “Curry”?"
        confirmLabel="Hide"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </AdminContext>,
  );
  return { onConfirm, onCancel };
}

const section = (dialog: HTMLElement, name: string) => within(dialog).getByRole('list', { name });

describe('the impact dialog', () => {
  it('says it is checking, then lists what the change breaks and what is worth knowing, each under its heading', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const query = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const { onConfirm } = renderDialog(query);
    const dialog = screen.getByRole('dialog', { name: 'Hide “Curry”?' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Checking what this affects…');
    expect(within(dialog).getByRole('button', { name: 'Hide' })).toBeDisabled();
    answer(EVERYTHING);

    expect(await within(dialog).findByText('This change affects more than itself:')).toBeInTheDocument();
    expect(section(dialog, 'Package menus that can no longer be ordered')).toHaveTextContent(
      'Lunch set: Group “Main” needs at least 1, but 0 can be chosen now',
    );
    expect(section(dialog, 'Package menus left with fewer choices')).toHaveTextContent(
      'Family set: Mains: 2 choices left, needs 2Rice box: Side: 3 choices left, needs 1',
    );
    expect(section(dialog, "Featured in the restaurant's menu")).toHaveTextContent('Curry');
    expect(section(dialog, 'Feed posts showing it')).toHaveTextContent('Curry week: Live post, shows Curry');
    expect(section(dialog, 'Promos at this restaurant')).toHaveTextContent('Payday deal: Scheduled');
    expect(
      within(dialog).getByText(
        'Promos apply to whole orders at the restaurant, not to single items: they keep running.',
      ),
    ).toBeInTheDocument();
    expect(section(dialog, 'Copies made by menu duplication')).toHaveTextContent('Curry at Harbour Bistro');
    // The featured problem is said by its own section, not twice.
    expect(within(dialog).queryByRole('list', { name: 'New problems Menu health will list' })).toBeNull();
    expect(query).toHaveBeenCalledWith('menus', expect.objectContaining({ variables: { changes: CHANGES } }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('speaks Indonesian', async () => {
    renderDialog(
      vi.fn(() => Promise.resolve(EVERYTHING)),
      'id',
    );
    const dialog = screen.getByRole('dialog');
    expect(
      await within(dialog).findByRole('list', { name: 'Menu paket yang tidak bisa dipesan lagi' }),
    ).toHaveTextContent('Lunch set');
    expect(section(dialog, 'Postingan feed yang menampilkannya')).toHaveTextContent('Curry week');
    expect(section(dialog, 'Salinan hasil duplikasi menu')).toHaveTextContent('Curry di Harbour Bistro');
    expect(section(dialog, 'Menu paket dengan pilihan lebih sedikit')).toHaveTextContent(
      'Family set: Mains: tersisa 2 pilihan, perlu 2',
    );
    expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeInTheDocument();
  });

  it('says when nothing else is affected', async () => {
    const nothing = {
      menuImpact: {
        ...EVERYTHING.menuImpact,
        problemCount: 0,
        problems: [],
        packageGroupCount: 0,
        packageGroups: [],
        featuredCount: 0,
        menus: [],
        feedCount: 0,
        feeds: [],
        promoCount: 0,
        promos: [],
        copyCount: 0,
        copies: [],
      },
    };
    renderDialog(vi.fn(() => Promise.resolve(nothing)));
    expect(await screen.findByText('Nothing else on the menu is affected.')).toBeInTheDocument();
  });

  it('a change the server would refuse anyway (a category still holding menus) says so, and is not offered', async () => {
    const refusal = new HttpError('Menu category is still in use and cannot be deleted.', 409);
    const logged: unknown[][] = [];
    vi.mocked(console.error).mockImplementation((...args: unknown[]) => void logged.push(args));
    renderDialog(vi.fn(() => Promise.reject(refusal)));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Menu category is still in use and cannot be deleted.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Hide' })).toBeDisabled();
    expect(logged).toEqual([[refusal]]);
  });

  it('a failed check says why with a retry, and still lets the change go ahead; Escape cancels', async () => {
    const failure = new HttpError('Failed to load data. Please try again.', 400);
    const query = vi.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce(EVERYTHING);
    // react-admin logs every failed data-provider call in development: that one log, and no other, is expected here.
    const logged: unknown[][] = [];
    vi.mocked(console.error).mockImplementation((...args: unknown[]) => void logged.push(args));
    const { onConfirm, onCancel } = renderDialog(query);
    const dialog = screen.getByRole('dialog');
    expect(
      await within(dialog).findByText(/could not be checked \(Failed to load data\. Please try again\.\)/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Hide' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(
      await within(dialog).findByRole('list', { name: 'Package menus that can no longer be ordered' }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(logged).toEqual([[failure]]);
  });
});
