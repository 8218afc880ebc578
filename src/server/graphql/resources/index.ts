/** Every resource served by the generic CRUD layer. A new resource is one file plus one line here. */
import type { ResourceDefinition } from '../resource';
import restaurants from './restaurants';

export const RESOURCES: readonly ResourceDefinition[] = [restaurants];
