/** The demo restaurants the order benchmark reads and orders at (seedMoreOrders gives the first a quarter). */
import { demoUuid } from '../../../src/server/db/demoData';

export const BUSIEST = demoUuid(1, 1);
/** A restaurant open at every hour, and a menu of its own to order. */
export const OPEN_ALWAYS = { id: demoUuid(1, 4), slug: 'sydney-grill' };
export const MENU = demoUuid(99, 1);
export const DAY = 86_400_000;
