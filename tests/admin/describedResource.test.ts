import EventSeatIcon from '@mui/icons-material/EventSeat';
import { describe, expect, it } from 'vitest';
import { describedResource, enumValueKey } from '../../src/admin/resources/described';
import { lazyWithTimeout } from '../../src/admin/chunks/lazyWithTimeout';
import { describedI18nFor, RESERVATIONS } from './support/describedFixture';

const PLATFORM_RESERVATIONS = { ...RESERVATIONS, tenancy: { kind: 'platform' } } as const;
const routesOf = (resource: ReturnType<typeof describedResource>) =>
  resource.routes.map(({ path, resource: name, action, restaurantParam }) => ({
    path,
    resource: name,
    action,
    restaurantParam,
  }));

describe('describedResource', () => {
  it("a restaurant's resource: list and new record under the restaurant, edit by id, its menu item with the restaurant's", () => {
    const resource = describedResource(RESERVATIONS, { icon: EventSeatIcon, after: 'app.nav.packageMenu' });
    expect(routesOf(resource)).toEqual([
      { path: 'reservations/:restoUuid', resource: 'reservations', action: 'list', restaurantParam: 'restoUuid' },
      { path: 'reservations_new/:restoUuid', resource: 'reservations', action: 'create', restaurantParam: 'restoUuid' },
      { path: 'reservations_edit/:id', resource: 'reservations', action: 'edit', restaurantParam: undefined },
    ]);
    expect(resource.nav).toEqual([
      {
        label: 'resources.reservations.name',
        icon: EventSeatIcon,
        after: 'app.nav.packageMenu',
        routes: { MERCHANT_VIEW: 'reservations/:restoUuid' },
      },
    ]);
    expect(resource.descriptor).toBe(RESERVATIONS);
    expect(resource.recordRepresentation).toBe('guestName');
  });

  it("a platform's resource: its paths name no restaurant, its menu item is the platform's", () => {
    const resource = describedResource(PLATFORM_RESERVATIONS, {
      icon: EventSeatIcon,
      after: 'app.nav.promos',
      recordRepresentation: 'phone',
    });
    expect(routesOf(resource).map(({ path, restaurantParam }) => [path, restaurantParam])).toEqual([
      ['reservations', undefined],
      ['reservations_new', undefined],
      ['reservations_edit/:id', undefined],
    ]);
    expect(resource.nav?.[0].routes).toEqual({ SUPER_VIEW: 'reservations' });
    expect(resource.recordRepresentation).toBe('phone');
  });

  it('a hand-written screen replaces only the default screen it is given for', () => {
    const Custom = lazyWithTimeout(() => Promise.resolve({ default: () => null }));
    const [list, create, edit] = describedResource(RESERVATIONS, {
      icon: EventSeatIcon,
      after: 'app.nav.packageMenu',
      screens: { create: Custom },
    }).routes;
    expect(create.screen).toBe(Custom);
    expect([list.screen, edit.screen]).not.toContain(Custom);
    expect(typeof list.screen.preload).toBe('function');
  });
});

describe("a described resource's messages", () => {
  it('come from its description, in both languages: names, fields, enum values and notifications', () => {
    const [en, id] = [describedI18nFor('en'), describedI18nFor('id')];
    id.changeLocale('id');
    expect(en.translate('resources.reservations.name', { smart_count: 2 })).toBe('Reservations');
    expect(id.translate('resources.reservations.fields.partySize')).toBe('Jumlah tamu');
    expect(en.translate(enumValueKey(RESERVATIONS, 'status', 'NO_SHOW'))).toBe('No-show');
    expect(id.translate(enumValueKey(RESERVATIONS, 'status', 'NO_SHOW'))).toBe('Tidak datang');
    expect(en.translate('resources.reservations.notifications.created', { smart_count: 1 })).toBe(
      'Reservation created',
    );
    expect(id.translate('resources.reservations.empty')).toBe('Belum ada reservasi.');
  });
});
