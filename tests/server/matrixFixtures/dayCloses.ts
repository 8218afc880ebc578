/** A closed business day of the restaurant, each row a day of its own (a restaurant closes a day once). */
import { addDays, DAY_CLOSES } from '../../../src/domain';
import { dayCloses } from '../../../src/server/db/schema';
import type { MatrixFixture } from '../support/matrixFixture';

/** The day the matrix's n-th close counts: days long past, one each. */
export const matrixCloseDay = (n: number) => addDays('2001-01-01', n);

const fixture: MatrixFixture = {
  descriptor: DAY_CLOSES,
  input: async () => ({}),
  change: () => ['state', 'REOPENED'],
  async insert(n, restaurantId, db) {
    const businessDay = matrixCloseDay(n);
    const start = new Date(`${businessDay}T00:00:00Z`);
    const [row] = await db
      .insert(dayCloses)
      .values({
        restaurantId,
        businessDay,
        state: 'CLOSED',
        startsAt: start,
        endsAt: new Date(start.getTime() + 86_400_000),
        openingCash: 0,
        expected: 0,
        counted: 0,
        difference: 0,
        counts: [],
        closedAt: new Date(),
        closedByEmail: 'matrix@restoboard.test',
      })
      .returning({ id: dayCloses.id });
    return row.id;
  },
};

export default fixture;
