import { Card, CardContent, Typography } from '@mui/material';
import { createElement, type ComponentType } from 'react';
import { Title, useBasename, useTranslate } from 'react-admin';
import { generatePath, Navigate } from 'react-router-dom';
import { useCurrentRestaurant } from '../layout/useCurrentRestaurant';

function CurrentRestaurantRedirect({ path, title }: { path: string; title: string }) {
  const basename = useBasename();
  const translate = useTranslate();
  const [restaurantId] = useCurrentRestaurant();
  if (restaurantId) return <Navigate to={`${basename}/${generatePath(path, { restoUuid: restaurantId })}`} replace />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate(title)} />
      <CardContent>
        <Typography>{translate('app.chooseRestaurant')}</Typography>
      </CardContent>
    </Card>
  );
}

/**
 * The screen of a spec route without a restaurant (`menus`) whose work is per restaurant: it goes
 * to `path` (`menus/:restoUuid`) for the current restaurant, or asks to choose one in the app bar.
 */
export function toCurrentRestaurant(path: string, title: string): ComponentType {
  const Screen = () => createElement(CurrentRestaurantRedirect, { path, title });
  Screen.displayName = `ToCurrentRestaurant(${path})`;
  return Screen;
}
