import { describe, expect, it } from 'vitest';
import { enumChoices, LABELLED_ENUMS, ORDER_TYPES_OF_PLAN, storageKey, environment, translate } from '../../src/domain';

describe('enumerations (docs/spec.md §3–4)', () => {
  it('order plans map to the order types of docs/architecture.md §5', () => {
    expect(ORDER_TYPES_OF_PLAN.DINE_IN_N_ROOM_SERVICE).toEqual(['DINE_IN', 'ROOM_SERVICE']);
    expect(ORDER_TYPES_OF_PLAN.DELIVERY_N_TAKE_AWAY).toEqual(['DELIVERY', 'TAKE_AWAY']);
    expect(ORDER_TYPES_OF_PLAN.GLOBAL).toEqual(['DINE_IN', 'DELIVERY', 'TAKE_AWAY', 'ROOM_SERVICE', 'PICKUP']);
  });

  it('the status labels are the spec words', () => {
    const en = (group: 'orderStatus' | 'paymentStatus' | 'itemStatus') =>
      enumChoices(group).map((c) => translate('en', c.name));
    expect(en('orderStatus')).toEqual(['Done', 'Canceled', 'Unprocessed', 'Ongoing']);
    expect(en('paymentStatus')).toEqual(['Paid', 'Unpaid', 'Cancelled']);
    expect(en('itemStatus')).toEqual(['Active', 'Inactive', 'Unset', 'New', 'Unverified', 'Draft']);
  });

  it('every enum value has a label in both languages', () => {
    for (const [group, values] of Object.entries(LABELLED_ENUMS)) {
      for (const value of values) {
        const key = `enums.${group}.${value}`;
        expect(translate('en', key), key).not.toBe(key);
        expect(translate('id', key), key).not.toBe(key);
      }
    }
  });
});

describe('environments (docs/spec.md §7, §9)', () => {
  it('local uses the serving origin for every backend', () => {
    const env = environment('local', 'http://localhost:4000');
    expect(env.graphqlUrl).toBe('http://localhost:4000/graphql');
    expect(env.realtimeUrl).toBe('ws://localhost:4000/graphql');
    expect(env.analyticsLoadUrl).toBe('http://localhost:4000/cubejs-api/v1/load');
    expect(env.mediaUrl).toBe('http://localhost:4000/media');
    expect(env.pushPublicKey).toBeNull(); // the serving API's own, asked at run time
  });
  it('the realtime service lives at the same base as the API', () => {
    for (const name of ['development', 'staging', 'production'] as const) {
      const env = environment(name, 'http://ignored');
      expect(env.realtimeUrl.replace(/^wss/, 'https')).toBe(env.graphqlUrl);
      expect(env.mediaUrl.replace(/\/media$/, '/graphql')).toBe(env.graphqlUrl);
      expect(env.pushPublicKey).toMatch(/^B/);
    }
  });
  it('storage keys carry the environment name outside production', () => {
    expect(storageKey('staging', 'selectedRestaurant')).toBe('selectedRestaurant-staging');
    expect(storageKey('local', 'userSettings')).toBe('userSettings-local');
    expect(storageKey('production', 'selectedSidebar')).toBe('selectedSidebar');
  });
});
