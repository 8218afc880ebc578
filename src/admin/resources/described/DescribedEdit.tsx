import { Edit, useRecordContext } from 'react-admin';
import { useParams } from 'react-router-dom';
import { restaurantOf, type DescribedScreenProps } from './DescribedDescriptor';
import { DescribedForm } from './DescribedForm';
import { describedPath, ID_PARAM } from './paths';
import { HistoryActions } from '../audit_entries/RecordHistory';

/** The form once the record (and so its restaurant) is known. */
function EditForm({ descriptor, paths }: Pick<DescribedScreenProps, 'descriptor' | 'paths'>) {
  const record = useRecordContext();
  return record ? (
    <DescribedForm descriptor={descriptor} paths={paths} restaurantId={restaurantOf(descriptor, record)} deletable />
  ) : null;
}

/**
 * A record by the route's id: saves wait for the server, so its field errors land on the inputs; then back to the list.
 */
export default function DescribedEdit({ descriptor, paths }: DescribedScreenProps) {
  const { [ID_PARAM]: id = '' } = useParams();
  return (
    <Edit
      resource={descriptor.name}
      id={id}
      mutationMode="pessimistic"
      actions={<HistoryActions />}
      redirect={(_resource, _id, data) => describedPath(paths, 'list', restaurantOf(descriptor, data))}
    >
      <EditForm descriptor={descriptor} paths={paths} />
    </Edit>
  );
}
