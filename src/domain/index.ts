export * from './roles';
export * from './permissions';
export * from './enums';
export * from './currency';
export * from './validation';
export * from './messages';
export * from './environments';
export * from './resources';
