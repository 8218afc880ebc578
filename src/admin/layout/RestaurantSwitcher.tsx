import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useBasename, useGetList, useGetOne, useStore, useTranslate, type RaRecord } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { adminLevel } from '../../domain';
import { STORE_KEYS } from '../store';
import { useProfile } from '../useProfile';
import { pathForRestaurant } from './pathForRestaurant';
import { useCurrentRestaurant } from './useCurrentRestaurant';

interface RestaurantOption extends RaRecord {
  name: string;
}

const SEARCH_DELAY_MS = 300;
const OPTIONS_SHOWN = 25;

/**
 * The current-restaurant switcher for super and multi admins: a search over allRestaurants (the
 * server lists only its own to an admin). The search being typed is kept in the store. On a
 * screen of a restaurant, choosing another opens the same screen for it (the path's restaurant
 * is the current one).
 */
export function RestaurantSwitcher() {
  const translate = useTranslate();
  const profile = useProfile();
  const [restaurantId, setRestaurantId] = useCurrentRestaurant();
  const [search, setSearch] = useStore<string>(STORE_KEYS.searchRestaurant, '');
  const basename = useBasename();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [query, setQuery] = useState(search);
  const level = adminLevel(profile);
  const enabled = level === 'IS_SUPERADMIN' || level === 'IS_MULTIADMIN';

  useEffect(() => {
    const timer = setTimeout(() => setQuery(search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const { data: options = [], isPending } = useGetList<RestaurantOption>(
    'restaurants',
    {
      pagination: { page: 1, perPage: OPTIONS_SHOWN },
      sort: { field: 'name', order: 'ASC' },
      filter: query ? { q: query } : {},
    },
    { enabled },
  );
  const { data: current } = useGetOne<RestaurantOption>(
    'restaurants',
    { id: restaurantId ?? '' },
    { enabled: enabled && !!restaurantId },
  );

  if (!enabled) return null;
  const label = translate('app.currentRestaurant');
  return (
    <Autocomplete
      size="small"
      sx={{ width: 260, mx: 1, '& .MuiInputBase-root': { bgcolor: 'background.paper' } }}
      options={current && !options.some((o) => o.id === current.id) ? [current, ...options] : options}
      loading={isPending}
      value={current ?? null}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onInputChange={(_, text, reason) => setSearch(reason === 'input' ? text : '')}
      onChange={(_, option) => {
        if (!option) return;
        const to = pathForRestaurant(pathname.slice(basename.length + 1), String(option.id));
        if (to) navigate(`${basename}/${to}`);
        else setRestaurantId(String(option.id));
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          variant="outlined"
          size="small"
          hiddenLabel
          placeholder={label}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-label': label } }}
        />
      )}
    />
  );
}
