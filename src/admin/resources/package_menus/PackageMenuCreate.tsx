import { Create, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { PackageMenu } from './packageMenu';
import { PackageMenuForm } from './PackageMenuForm';
import { packageMenuListPath } from './paths';

/** package_menu_new/{packageRestaurantUuid}: a new package of that restaurant; back to its list once saved. */
export default function PackageMenuCreate() {
  const translate = useTranslate();
  const { packageRestaurantUuid = '' } = useParams();
  return (
    <Create<PackageMenu>
      resource="package_menus"
      title={translate('app.screens.packageMenuNew')}
      mutationMode="pessimistic"
      redirect={(_resource, _id, data) => packageMenuListPath(data?.restaurantId ?? packageRestaurantUuid)}
    >
      <PackageMenuForm restaurantId={packageRestaurantUuid} />
    </Create>
  );
}
