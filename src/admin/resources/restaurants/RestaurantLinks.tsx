import { Button, Stack } from '@mui/material';
import type { MouseEvent } from 'react';
import { useBasename, useCanAccess, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import { menuListPath } from '../menus/paths';
import { orderHistoryPath } from '../orders/paths';

/** The screens of a restaurant its row opens directly (opening one makes it the current restaurant). */
const LINKS = [
  { label: 'app.nav.orderHistory', resource: 'orders', path: orderHistoryPath },
  { label: 'app.nav.menus', resource: 'menus', path: menuListPath },
] as const;

type RowLink = (typeof LINKS)[number];

function RestaurantLink({ link, restaurant }: { link: RowLink; restaurant: { id: Identifier; name: string } }) {
  const translate = useTranslate();
  const basename = useBasename();
  const { canAccess } = useCanAccess({
    resource: link.resource,
    action: 'list',
    record: { restaurantId: String(restaurant.id) },
  });
  if (!canAccess) return null;
  const text = translate(link.label);
  return (
    <Button
      component={Link}
      to={`${basename}/${link.path(restaurant.id)}`}
      size="small"
      // The row itself opens the restaurant's settings.
      onClick={(event: MouseEvent) => event.stopPropagation()}
      aria-label={translate('resources.restaurants.rowLink', { link: text, name: restaurant.name })}
    >
      {text}
    </Button>
  );
}

/** A restaurant row's way to its orders and menus, each shown when the user may open it. */
export function RestaurantLinks() {
  const record = useRecordContext<{ id: Identifier; name: string }>();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1}>
      {LINKS.map((link) => (
        <RestaurantLink key={link.label} link={link} restaurant={record} />
      ))}
    </Stack>
  );
}
