/**
 * The rows the authorization matrix makes of a resource that describes its own permission area
 * (`grants`): one file per resource in tests/server/matrixFixtures/, default-exporting one of these,
 * found by the matrix without a list. Its area, tenancy and grants are read from the description;
 * the file says only how to make a row and what an update changes.
 */
import type { Grantee, ResourceDescriptor } from '../../../src/domain';
import type { Database } from '../../../src/server/db/database';

export type Send = <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) => Promise<T>;

export interface DescribedFixture {
  descriptor: ResourceDescriptor & { grants: readonly Grantee[] };
  /** A valid input of a new row in the restaurant (which a platform resource leaves out), created by the super admin. */
  input(n: number, restaurantId: string, asSuperadmin: Send): Promise<Record<string, unknown>>;
  /** The field an update changes, and its new value. */
  change(n: number): [string, unknown];
  /** A read-only resource's row (an audit entry), written straight into the database: its id. */
  insert?(n: number, restaurantId: string, db: Database): Promise<string>;
}
