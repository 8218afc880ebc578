/** Every resource the server serves, one line each: the server side of the registry (src/domain/resources has both sides'). */
import type { ServerResource } from '../resource';
import featured from './featured';
import restaurants from './restaurants';
import restoCategories from './restoCategories';
import tags from './tags';

export const RESOURCES: readonly ServerResource[] = [restaurants, restoCategories, tags, featured];
