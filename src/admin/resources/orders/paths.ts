import { generatePath } from 'react-router-dom';
import type { Identifier } from 'react-admin';

/** The order history's spec path (relative to /admin); links use it too. */
export const ORDER_HISTORY_PATH = 'order_histories/:restoUuid';

export const orderHistoryPath = (restaurantId: Identifier) =>
  generatePath(ORDER_HISTORY_PATH, { restoUuid: String(restaurantId) });
