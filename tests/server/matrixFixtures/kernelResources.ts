/** The kernel's test-only resources (tests/server/support/kernelResources.ts), one of each tenancy it offers. */
import { DISHES, GARNISHES, LABELS, MEMBERS } from '../support/kernelResources';
import type { MatrixFixture } from '../support/matrixFixture';

const fixtures: MatrixFixture[] = [
  {
    descriptor: DISHES,
    written: { area: 'menus', tenancy: 'restaurant' },
    input: async (n, restaurantId) => ({ restaurantId, name: `Matrix dish ${n}`, price: 5 }),
    change: (n) => ['name', `Changed dish ${n}`],
  },
  {
    descriptor: GARNISHES,
    written: { area: 'menus', tenancy: 'parent' },
    input: async (n, restaurantId, asSuperadmin) => {
      const { dish } = await asSuperadmin<{ dish: { id: string } }>(
        'mutation ($data: TestDishInput!) { dish: createTestDish(data: $data) { id } }',
        {
          data: { restaurantId, name: `Garnished dish ${n}`, price: 5 },
        },
      );
      return { dishId: dish.id, name: `Matrix garnish ${n}` };
    },
    change: (n) => ['name', `Changed garnish ${n}`],
  },
  {
    descriptor: LABELS,
    written: { area: 'tags_management', tenancy: 'platform', pickerReadable: true },
    input: async (n) => ({ name: `Matrix label ${n}` }),
    change: (n) => ['name', `Changed label ${n}`],
  },
  {
    descriptor: MEMBERS,
    written: { area: 'users', tenancy: 'link' },
    input: async (n, restaurantId) => ({ name: `Matrix member ${n}`, restaurantIds: [restaurantId] }),
    change: (n) => ['name', `Changed member ${n}`],
  },
];

export default fixtures;
