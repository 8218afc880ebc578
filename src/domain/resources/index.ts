/** Every resource both sides serve: one explicit list, from which each side derives its own registry. */
import type { ResourceDescriptor } from './descriptor';
import { RESTAURANTS } from './restaurants';

export * from './descriptor';
export * from './restaurants';

export const RESOURCE_DESCRIPTORS: readonly ResourceDescriptor[] = [RESTAURANTS];
