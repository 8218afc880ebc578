/** Every operation of the API with its declared access: the schema's root fields, exactly. */
import { ACCOUNT_OPERATIONS } from './accountOperations';
import { placeOrderOperation } from '../orders/placeOrder';
import { PUSH_OPERATIONS } from '../push/pushOperations';
import { AUTH_OPERATIONS } from './authOperations';
import { resourceOperations } from './crud/resourceOperations';
import type { Operation } from './operation';
import type { ServerResource } from './resource';
import { RESOURCES } from './resources';
import { VIEW_AS_OPERATIONS } from '../viewAs/viewAsOperations';

export function operationsOf(resources: readonly ServerResource[] = RESOURCES): Operation[] {
  return [...AUTH_OPERATIONS, ...VIEW_AS_OPERATIONS, ...ACCOUNT_OPERATIONS, placeOrderOperation(), ...PUSH_OPERATIONS, ...resources.flatMap(resourceOperations)];
}
