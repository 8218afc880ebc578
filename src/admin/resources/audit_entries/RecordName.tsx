import { useGetManyAggregate } from 'react-admin';
import { ADMIN_RESOURCES } from '..';

/** The field naming a record of each resource (`name`, an order's `number`). */
const REPRESENTATION: Readonly<Record<string, string>> = Object.fromEntries(
  ADMIN_RESOURCES.flatMap((resource) => (resource.descriptor && resource.recordRepresentation ? [[resource.descriptor.name, resource.recordRepresentation]] : [])),
);

/**
 * A record of the log by its name, read with the page's other records of its resource in one
 * request; a record gone (deleted) or out of reach shows the start of its id.
 */
export function RecordName({ resource, id }: { resource: string | null; id: string }) {
  const field = resource ? REPRESENTATION[resource] : undefined;
  const { data } = useGetManyAggregate(resource ?? '', { ids: [id] }, { enabled: field !== undefined, retry: false });
  const name = field ? data?.[0]?.[field] : undefined;
  return <>{typeof name === 'string' || typeof name === 'number' ? name : id.slice(0, 8)}</>;
}
