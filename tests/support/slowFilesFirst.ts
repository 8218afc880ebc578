/**
 * Starts the slowest test files first, so that none of them is left running alone at the end
 * while the other core idles. Vitest orders files by their last durations when it has them
 * (its cache, which a fresh clone lacks) and by size otherwise; a small file of long tests (the
 * fuzz test) then starts last and the whole run waits for it. The list names the files that
 * took longest in a whole run (docs/testing.md); within a project they go first, in this order,
 * and the rest keep Vitest's own order.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const SLOWEST = [
  'tests/server/fuzz.test.ts',
  'tests/server/authorizationMatrix.test.ts',
  'tests/server/loginLimits.test.ts',
  'tests/server/sharedLimits.test.ts',
  'tests/server/guestMenu.test.ts',
  'tests/server/cubeModel.test.ts',
  'tests/server/mediaMove.test.ts',
  'tests/server/promos.test.ts',
  'tests/e2e/accessibility.test.ts',
  'tests/e2e/keyboardForms.test.ts',
  'tests/e2e/restaurantSettings.test.ts',
  'tests/e2e/media.test.ts',
  'tests/e2e/app.test.ts',
  'tests/e2e/analytics.test.ts',
  'tests/e2e/users.test.ts',
  'tests/e2e/orders.test.ts',
];

const rank = (spec: TestSpecification) => {
  const index = SLOWEST.findIndex((file) => spec.moduleId.endsWith(file));
  return index < 0 ? SLOWEST.length : index;
};

export class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const byProject = new Map<string, TestSpecification[]>();
    for (const spec of await super.sort(files))
      byProject.set(spec.project.name, [...(byProject.get(spec.project.name) ?? []), spec]);
    // Array.prototype.sort is stable: files of equal rank keep Vitest's order.
    return [...byProject.values()].flatMap((specs) => specs.sort((a, b) => rank(a) - rank(b)));
  }
}
