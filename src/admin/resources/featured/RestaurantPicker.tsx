import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';

export interface PickedRestaurant {
  id: string;
  name: string;
  city?: string | null;
}

const SEARCH_DELAY_MS = 300;
const SHOWN = 10;

interface Labels {
  /** The input's label, its helper text, and what a taken restaurant is marked with (message keys). */
  label: string;
  hint: string;
  takenNote: string;
}

const FEATURED_LABELS: Labels = {
  label: 'resources.featured.add',
  hint: 'resources.featured.addHint',
  takenNote: 'resources.featured.alreadyFeatured',
};

/**
 * Chooses a restaurant by searching on the server (name, slug, city, address); those in `taken` are shown but disabled.
 */
export function RestaurantPicker({
  taken,
  onPick,
  disabled,
  labels = FEATURED_LABELS,
}: {
  taken: ReadonlySet<string>;
  onPick(restaurant: PickedRestaurant): void;
  disabled?: boolean;
  labels?: Labels;
}) {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(input.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const { data = [], isFetching } = useGetList<PickedRestaurant>('restaurants', {
    filter: query ? { q: query } : {},
    pagination: { page: 1, perPage: SHOWN },
    sort: { field: 'name', order: 'ASC' },
  });

  return (
    <Autocomplete
      options={data}
      value={null}
      inputValue={input}
      onInputChange={(_, value, reason) => reason !== 'reset' && setInput(value)}
      onChange={(_, restaurant) => {
        if (!restaurant) return;
        onPick(restaurant);
        setInput('');
      }}
      filterOptions={(options) => options}
      getOptionLabel={(restaurant) => restaurant.name}
      getOptionDisabled={(restaurant) => taken.has(restaurant.id)}
      renderOption={({ key, ...props }, restaurant) => (
        <li key={key} {...props}>
          {restaurant.name}
          {restaurant.city ? ` · ${restaurant.city}` : ''}
          {taken.has(restaurant.id) ? ` (${translate(labels.takenNote)})` : ''}
        </li>
      )}
      loading={isFetching}
      noOptionsText={translate('resources.featured.noMatch')}
      loadingText={translate('app.waiting')}
      disabled={disabled}
      sx={{ width: 480 }}
      renderInput={(params) => (
        <TextField {...params} label={translate(labels.label)} helperText={translate(labels.hint)} />
      )}
    />
  );
}
