/**
 * Which table answers a query: the first of a cube's hourly rollups that holds every member the query
 * uses, when its hours are whole in the query (ranges from an hour's start to an hour's end, in a zone
 * whose offset is always whole hours, as Jakarta, Singapore, Sydney or Auckland); otherwise the cube's
 * own rows. Both give the same answer; a rollup reads a few thousand rows where the orders are
 * millions (Cube's pre-aggregations do the same, docs/analytics.md "Rollups").
 */
import type { CubeDefinition } from './cubeMembers';
import type { CubeQuery } from './cubeQuery';
import { filterMembers } from './querySql';

const wholeHourZones = new Map<string, boolean>();

/** Every offset the zone took, each month from 2000 to 2040, is whole hours (remembered per zone). */
function wholeHourZone(timezone: string): boolean {
  let whole = wholeHourZones.get(timezone);
  if (whole === undefined) {
    const format = new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'longOffset' });
    whole = true;
    for (let month = 0; month < 41 * 12 && whole; month += 1) {
      const offset =
        format.formatToParts(Date.UTC(2000, month, 15)).find((p) => p.type === 'timeZoneName')?.value ?? '';
      whole = /^GMT([+-]\d{2}:00)?$/.test(offset);
    }
    if (wholeHourZones.size < 1000) wholeHourZones.set(timezone, whole);
  }
  return whole;
}

function holds(rollup: CubeDefinition, query: CubeQuery): boolean {
  const held = (name: string) => {
    const key = name.split('.')[1];
    return (
      Object.hasOwn(rollup.measures, key) ||
      (Object.hasOwn(rollup.dimensions, key) && rollup.dimensions[key].type !== 'time')
    );
  };
  const members = [...query.measures, ...query.dimensions, ...query.filters.flatMap(filterMembers)];
  return (
    members.every(held) &&
    query.timeDimensions.every((td) => Object.hasOwn(rollup.dimensions, td.dimension.split('.')[1]))
  );
}

export function sourceOf(cube: CubeDefinition, query: CubeQuery): CubeDefinition {
  const wholeHours = query.timeDimensions.every(
    (td) => !td.dateRange || (td.dateRange[0].endsWith(':00:00.000') && td.dateRange[1].endsWith(':59:59.999')),
  );
  if (!wholeHours || !wholeHourZone(query.timezone)) return cube;
  return cube.rollups?.find((rollup) => holds(rollup, query)) ?? cube;
}
