/** Every resource both sides serve: one explicit list, from which each side derives its own registry. */
import type { ResourceDescriptor } from './descriptor';
import { FEATURED } from './featured';
import { RESTAURANTS } from './restaurants';
import { RESTO_CATEGORIES } from './restoCategories';
import { TAGS } from './tags';

export * from './descriptor';
export * from './restaurants';
export * from './restoCategories';
export * from './tags';
export * from './featured';

export const RESOURCE_DESCRIPTORS: readonly ResourceDescriptor[] = [RESTAURANTS, RESTO_CATEGORIES, TAGS, FEATURED];
