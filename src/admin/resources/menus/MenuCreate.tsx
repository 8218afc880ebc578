import { Create, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { Menu } from './Menu';
import { MenuForm } from './MenuForm';
import { menuListPath } from './paths';

/** menu_new/{restaurantUuid}: a new menu of that restaurant, back to its list once saved. */
export default function MenuCreate() {
  const translate = useTranslate();
  const { restaurantUuid = '' } = useParams();
  const record = {
    restaurantId: restaurantUuid,
    status: 'ACTIVE',
    hidden: false,
    featured: false,
    orderTypes: [],
    tagIds: [],
    optionGroups: [],
  };
  return (
    <Create<Menu>
      resource="menus"
      record={record}
      title={translate('app.screens.menuNew')}
      mutationMode="pessimistic"
      redirect={(_resource, _id, data) => menuListPath(data?.restaurantId ?? restaurantUuid)}
    >
      <MenuForm restaurantId={restaurantUuid} />
    </Create>
  );
}
