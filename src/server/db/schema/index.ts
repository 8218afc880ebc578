/** The database schema (one Drizzle definition for PGlite and PostgreSQL; SQL valid on 15 and 18). */
export * from './platform';
export * from './mediaBlobs';
export * from './menus';
export * from './accounts';
export * from './feeds';
export * from './orders';
export * from './push';
export * from './limits';
export * from './audit';
export * from './tableScans';
export * from './dayCloses';
export * from './viewAs';
