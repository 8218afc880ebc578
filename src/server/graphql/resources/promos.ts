/**
 * Promos: platform-wide posts of the super admins, scheduled and published like feeds, optionally carrying an offer.
 */
import { PROMOS } from '../../../domain';
import { promoRestaurants, promos, restaurants } from '../../db/schema';
import { defineResource } from '../resource';
import { checkCover } from './posts/cover';
import { publishOperation } from './posts/publish';
import { scheduleFilters, statusField } from './posts/schedule';

export default defineResource({
  descriptor: PROMOS,
  table: promos,
  search: ['title', 'titleSecondary'],
  filters: ['discountType'],
  customFilters: scheduleFilters(promos),
  sortable: ['title', 'publishAt', 'expireAt', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'publishAt', order: 'DESC' },
  relations: {
    restaurantIds: {
      link: promoRestaurants,
      own: promoRestaurants.promoId,
      other: promoRestaurants.restaurantId,
      target: restaurants,
      attr: 'Restaurants',
    },
  },
  computed: { status: statusField },
  check: checkCover,
  sdl: 'extend type Mutation { publishPromo(id: ID!): Promo! }',
  operations: publishOperation('publishPromo', 'promos'),
});
