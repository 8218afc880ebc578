/**
 * Every resource the admin serves, one line each. `<Resource>` elements, the route table, the
 * navigation, the data provider's resources and the canAccess area map are all derived from it.
 */
import type { AdminResource } from './AdminResource';
import qr from './qr';
import featured from './featured';
import restaurants from './restaurants';
import restoCategories from './resto_categories';
import tags from './tags';

export const ADMIN_RESOURCES: readonly AdminResource[] = [restaurants, restoCategories, tags, featured, qr];
