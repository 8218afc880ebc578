/**
 * The rows the authorization matrix makes of a resource: one file per resource in tests/server/matrixFixtures/,
 * default-exporting one of these (or a list of them), found by the matrix without a list.
 *
 * A resource of docs/spec.md §6's areas writes its area and tenancy out (`written`), from the spec and
 * docs/architecture.md §4, not from its description: the matrix checks the description against them. A resource
 * that describes its own area (`grants`) leaves them out: area, tenancy and grants are read from its description.
 */
import type { Area, ResourceDescriptor, Tenancy } from '../../../src/domain';
import type { Database } from '../../../src/server/db/database';

export type Send = <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) => Promise<T>;

export interface WrittenAccess {
  area: Area;
  tenancy: Tenancy['kind'];
  /** docs/architecture.md §4: a platform catalogue every signed-in admin may read for pickers. */
  pickerReadable?: boolean;
}

export interface MatrixFixture {
  descriptor: ResourceDescriptor;
  written?: WrittenAccess;
  /**
   * A valid input of a new row in the restaurant (which a platform resource leaves out), created by the super admin.
   */
  input(n: number, restaurantId: string, asSuperadmin: Send): Promise<Record<string, unknown>>;
  /** The field an update changes, and its new value. */
  change(n: number): [string, unknown];
  /** A read-only resource's row (an order, an audit entry), written straight into the database: its id. */
  insert?(n: number, restaurantId: string, db: Database): Promise<string>;
}
