import { describe, expect, it } from 'vitest';
import { menuFormChanges } from '../../src/admin/resources/menus/impact/menuFormChanges';

const saved = {
  id: 'm1',
  hidden: false,
  status: 'ACTIVE',
  optionGroups: [
    { id: 'g1', options: [{ id: 'o1' }, { id: 'o2' }] },
    { id: 'g2', options: [{ id: 'o3' }] },
  ],
};

describe('what saving the menu form withdraws', () => {
  it('nothing when the menu is left offered with all its options (new ones aside)', () => {
    expect(menuFormChanges(saved, { ...saved, optionGroups: [...saved.optionGroups, { options: [{}] }] })).toEqual([]);
  });

  it('hiding it, making it other than active, a group removed and an option removed from a group kept', () => {
    const values = {
      ...saved,
      hidden: true,
      status: 'DRAFT',
      optionGroups: [{ id: 'g1', options: [{ id: 'o2' }, {}] }],
    };
    expect(menuFormChanges(saved, values)).toEqual([
      { kind: 'HIDE_MENU', ids: ['m1'] },
      { kind: 'DEACTIVATE_MENU', ids: ['m1'] },
      { kind: 'DELETE_OPTION_GROUP', ids: ['g2'] },
      { kind: 'DELETE_OPTION', ids: ['o1'] },
    ]);
  });

  it('a menu being created, or one already hidden and inactive, withdraws nothing', () => {
    expect(menuFormChanges({}, { hidden: true })).toEqual([]);
    expect(
      menuFormChanges({ ...saved, hidden: true, status: 'DRAFT' }, { ...saved, hidden: true, status: 'INACTIVE' }),
    ).toEqual([]);
  });
});
