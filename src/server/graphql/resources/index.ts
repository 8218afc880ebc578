/** Every resource the server serves, one line each: the server side of the registry (src/domain/resources has both sides'). */
import type { ServerResource } from '../resource';
import restaurants from './restaurants';

export const RESOURCES: readonly ServerResource[] = [restaurants];
