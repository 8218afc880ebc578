/** Every operation of the API with its access rule: the schema's root fields, exactly. */
import { AUTH_OPERATIONS } from './authOperations';
import { resourceOperations } from './crud/resourceOperations';
import type { Operation } from './operation';
import { RESOURCES } from './resources';

export const OPERATIONS: readonly Operation[] = [...AUTH_OPERATIONS, ...RESOURCES.flatMap(resourceOperations)];
