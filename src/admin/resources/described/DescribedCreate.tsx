import { Create } from 'react-admin';
import { useParams } from 'react-router-dom';
import { restaurantOf, type DescribedScreenProps } from './DescribedDescriptor';
import { DescribedForm } from './DescribedForm';
import { describedPath, RESTAURANT_PARAM } from './paths';

/**
 * A new record (of the route's restaurant, when the rows belong to one); saves wait for the server, then back to the
 * list.
 */
export default function DescribedCreate({ descriptor, paths }: DescribedScreenProps) {
  const { [RESTAURANT_PARAM]: restaurantId } = useParams();
  return (
    <Create
      resource={descriptor.name}
      mutationMode="pessimistic"
      redirect={(_resource, _id, data) => describedPath(paths, 'list', restaurantOf(descriptor, data) ?? restaurantId)}
    >
      <DescribedForm descriptor={descriptor} paths={paths} restaurantId={restaurantId} />
    </Create>
  );
}
