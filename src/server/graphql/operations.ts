/** Every operation of the API with its declared access: the schema's root fields, exactly. */
import { ACCOUNT_OPERATIONS } from './accountOperations';
import { placeOrderOperation } from '../orders/placeOrder';
import { MENU_HEALTH_OPERATIONS } from '../menuHealth/operations';
import { PUSH_OPERATIONS } from '../push/pushOperations';
import { countTableScan } from '../scans/countTableScan';
import { AUTH_OPERATIONS } from './authOperations';
import { resourceOperations } from './crud/resourceOperations';
import { auditDeclaration } from './guard';
import { isPublic, type Operation } from './operation';
import type { ServerResource } from './resource';
import { RESOURCES } from './resources';
import { VIEW_AS_OPERATIONS } from '../viewAs/viewAsOperations';

/** Every guarded mutation is audited: one that does not say what it changes stops start-up (and CI). */
export function operationsOf(resources: readonly ServerResource[] = RESOURCES): Operation[] {
  const operations = [
    ...AUTH_OPERATIONS,
    ...VIEW_AS_OPERATIONS,
    ...ACCOUNT_OPERATIONS,
    placeOrderOperation(),
    countTableScan,
    ...PUSH_OPERATIONS,
    ...MENU_HEALTH_OPERATIONS,
    ...resources.flatMap(resourceOperations),
  ];
  for (const operation of operations)
    if (!isPublic(operation) && operation.type === 'Mutation') auditDeclaration(operation);
  return operations;
}
