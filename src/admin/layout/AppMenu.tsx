import { Divider, ListSubheader, Typography } from '@mui/material';
import { useId, useMemo } from 'react';
import { Logout, Menu, useBasename, useGetOne, useSidebarState, useTranslate } from 'react-admin';
import { useProfile } from '../useProfile';
import { usePreloadWhenIdle } from './usePreloadWhenIdle';
import { NAV_ITEMS } from './navItems';
import { useCurrentRestaurant } from './useCurrentRestaurant';
import { navGroups, type NavGroup } from './visibleNavItems';

/** Labels in the plural: a described resource's is its name (`Reservation |||| Reservations`). */
function NavLinks({ links }: Pick<NavGroup, 'links'>) {
  const translate = useTranslate();
  const basename = useBasename();
  return links.map(({ label, icon: Icon, to, badge }) => (
    <Menu.Item
      key={label}
      to={`${basename}/${to}`}
      primaryText={
        badge ? (
          <>
            {translate(label, { smart_count: 2 })} {badge}
          </>
        ) : (
          translate(label, { smart_count: 2 })
        )
      }
      leftIcon={<Icon />}
    />
  ));
}

function GroupHeading({ id, children }: { id: string; children: string }) {
  const [open] = useSidebarState();
  return (
    <ListSubheader
      id={id}
      component="div"
      disableSticky
      sx={{ lineHeight: 1.5, py: 1, display: open ? undefined : 'none' }}
    >
      {children}
    </ListSubheader>
  );
}

/** The current restaurant's group of a super admin's menu: headed by its name, or saying how to pick one. */
function RestaurantGroup({ group, restaurantId }: { group: NavGroup; restaurantId: string | null }) {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const headingId = useId();
  const { data } = useGetOne<{ id: string; name: string }>(
    'restaurants',
    { id: restaurantId ?? '' },
    { enabled: !!restaurantId },
  );
  const heading = data
    ? translate('app.navGroups.restaurantNamed', { name: data.name })
    : translate('app.navGroups.restaurant');
  return (
    <div role="group" aria-labelledby={headingId}>
      <Divider />
      <GroupHeading id={headingId}>{heading}</GroupHeading>
      {restaurantId ? (
        <NavLinks links={group.links} />
      ) : (
        open && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1, maxWidth: 240 }}>
            {translate('app.navGroups.chooseRestaurant')}
          </Typography>
        )
      )}
    </div>
  );
}

/**
 * The sidebar, then Logout. A super admin's is in two headed groups, the platform's screens and
 * the current restaurant's; an admin's holds its restaurant's screens only.
 */
export function AppMenu() {
  const translate = useTranslate();
  const profile = useProfile();
  const [restaurantId] = useCurrentRestaurant();
  const headingId = useId();
  const groups = useMemo(() => navGroups(NAV_ITEMS, profile, restaurantId), [profile, restaurantId]);
  const links = useMemo(() => groups.flatMap((group) => group.links), [groups]);
  usePreloadWhenIdle(links);
  const [first, second] = groups;
  return (
    <Menu>
      {second ? (
        <div role="group" aria-labelledby={headingId}>
          <GroupHeading id={headingId}>{translate('app.navGroups.platform')}</GroupHeading>
          <NavLinks links={first.links} />
        </div>
      ) : (
        <NavLinks links={first.links} />
      )}
      {second && <RestaurantGroup group={second} restaurantId={restaurantId} />}
      <Logout />
    </Menu>
  );
}
