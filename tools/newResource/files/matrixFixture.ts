/**
 * tests/server/matrixFixtures/<file>.ts: the resource's rows in the authorization matrix (area, tenancy and grants come
 * from its description).
 */
import type { Layout } from '../layout';
import type { Request } from '../request';
import { changeOf, param, sampleObject, whenDeclaredFor } from '../samples';

export function matrixFixtureFile(request: Request, layout: Layout): string {
  const { names } = request;
  const required = request.fields.filter((field) => field.required);
  const input = sampleObject(required, layout.inRestaurant ? ['restaurantId'] : [], '  ');
  const change = changeOf(request.fields);
  const params = layout.inRestaurant ? `(${param(input)}, restaurantId)` : `(${param(input)})`;
  return `/** ${names.label} in the authorization matrix: a row${layout.inRestaurant ? ' of a restaurant' : ''}, and a change. */
import { ${names.constant} } from '../../../src/domain';
import type { MatrixFixture } from '../support/matrixFixture';
${whenDeclaredFor(required)}
export default {
  descriptor: ${names.constant},
  input: async ${params} => (${input}),
  change: (${param(change.value)}) => ['${change.field.name}', ${change.value}],
} satisfies MatrixFixture;
`;
}
