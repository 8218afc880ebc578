import { Logout, Menu, useBasename, useTranslate } from 'react-admin';
import { useProfile } from '../useProfile';
import { NAV_ITEMS } from './navItems';
import { useCurrentRestaurant } from './useCurrentRestaurant';
import { useView } from './useView';
import { visibleNavItems } from './visibleNavItems';

/** The sidebar: the allowed items of the current view, then Logout. */
export function AppMenu() {
  const translate = useTranslate();
  const basename = useBasename();
  const profile = useProfile();
  const [restaurantId] = useCurrentRestaurant();
  const [view] = useView();
  return (
    <Menu>
      {visibleNavItems(NAV_ITEMS, view, profile, restaurantId).map(({ label, icon: Icon, to }) => (
        <Menu.Item key={label} to={`${basename}/${to}`} primaryText={translate(label)} leftIcon={<Icon />} />
      ))}
      <Logout />
    </Menu>
  );
}
