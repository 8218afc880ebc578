import { useGetManyAggregate, useResourceDefinitions } from 'react-admin';

/**
 * A record of the log by its name, read with the page's other records of its resource in one
 * request; a record gone (deleted) or out of reach shows the start of its id. The field naming a record
 * (`name`, an order's `number`) is its resource's `recordRepresentation`, as the app declares it.
 */
export function RecordName({ resource, id }: { resource: string | null; id: string }) {
  const representation = useResourceDefinitions()[resource ?? '']?.recordRepresentation;
  const field = typeof representation === 'string' ? representation : undefined;
  const { data } = useGetManyAggregate(resource ?? '', { ids: [id] }, { enabled: field !== undefined, retry: false });
  const name = field ? data?.[0]?.[field] : undefined;
  return <>{typeof name === 'string' || typeof name === 'number' ? name : id.slice(0, 8)}</>;
}
