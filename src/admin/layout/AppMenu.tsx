import { useMemo } from 'react';
import { Logout, Menu, useBasename, useTranslate } from 'react-admin';
import { useProfile } from '../useProfile';
import { usePreloadWhenIdle } from './usePreloadWhenIdle';
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
  const items = useMemo(() => visibleNavItems(NAV_ITEMS, view, profile, restaurantId), [view, profile, restaurantId]);
  usePreloadWhenIdle(items);
  return (
    <Menu>
      {items.map(({ label, icon: Icon, to }) => (
        <Menu.Item key={label} to={`${basename}/${to}`} primaryText={translate(label)} leftIcon={<Icon />} />
      ))}
      <Logout />
    </Menu>
  );
}
