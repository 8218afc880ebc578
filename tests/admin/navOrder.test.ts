import HelpIcon from '@mui/icons-material/Help';
import { describe, expect, it } from 'vitest';
import { inSpecOrder, isPlaced, SPEC_NAV_ORDER, type NavItem } from '../../src/admin/layout/navItem';
import { NAV_ITEMS } from '../../src/admin/layout/navItems';

const item = (label: string, after?: NavItem['after']): NavItem => ({
  label,
  icon: HelpIcon,
  routes: {},
  ...(after ? { after } : {}),
});
const labels = (items: readonly NavItem[]) => items.map((navItem) => navItem.label);

describe('the order of the navigation', () => {
  it('every item has its place: in the spec order, or after one of its items', () => {
    const unplaced = NAV_ITEMS.filter((navItem) => !isPlaced(navItem)).map(
      (navItem) =>
        `"${navItem.label}" has no place in the menu: add it to SPEC_NAV_ORDER in src/admin/layout/navItems.ts, or give its nav item \`after: '<a label of SPEC_NAV_ORDER>'\``,
    );
    expect(unplaced).toEqual([]);
  });

  it('an item placed after a spec item comes right after it, beside others there in the order given', () => {
    const sorted = inSpecOrder([
      item('app.nav.qrCode'),
      item('resources.b.name', 'app.nav.menus'),
      item('app.nav.availability'),
      item('resources.a.name', 'app.nav.menus'),
      item('app.nav.menus'),
    ]);
    expect(labels(sorted)).toEqual([
      'app.nav.menus',
      'resources.b.name',
      'resources.a.name',
      'app.nav.availability',
      'app.nav.qrCode',
    ]);
  });

  it('an item neither in the spec order nor placed comes last, not first', () => {
    const sorted = inSpecOrder([item('resources.lost.name'), item('app.nav.orderHistory'), item(SPEC_NAV_ORDER[0])]);
    expect(labels(sorted)).toEqual([SPEC_NAV_ORDER[0], 'app.nav.orderHistory', 'resources.lost.name']);
    expect(isPlaced(item('resources.lost.name'))).toBe(false);
  });
});
