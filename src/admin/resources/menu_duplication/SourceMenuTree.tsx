import { Box, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SourceCategory } from './useSourceMenus';

/** The source restaurant's menus by category: a category's box chooses all of its menus. */
export function SourceMenuTree({
  categories,
  chosen,
  onChange,
  disabled,
}: {
  categories: readonly SourceCategory[];
  chosen: ReadonlySet<string>;
  onChange(chosen: Set<string>): void;
  disabled: boolean;
}) {
  const translate = useTranslate();
  const toggle = (ids: readonly string[], on: boolean) => {
    const next = new Set(chosen);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onChange(next);
  };
  return (
    <Stack spacing={1} sx={{ maxHeight: 420, overflowY: 'auto', pr: 1 }}>
      {categories.map((category) => {
        const ids = category.menus.map((menu) => menu.id);
        const count = ids.filter((id) => chosen.has(id)).length;
        const name = category.name || translate('resources.menu_duplication.noCategory');
        return (
          <Box key={category.id ?? 'none'} role="group" aria-label={name}>
            <FormControlLabel
              label={
                <Typography sx={{ fontWeight: 600 }}>
                  {name} ({category.menus.length})
                </Typography>
              }
              control={
                <Checkbox
                  checked={count === ids.length}
                  indeterminate={count > 0 && count < ids.length}
                  onChange={(e) => toggle(ids, e.target.checked)}
                  disabled={disabled}
                />
              }
            />
            <Box sx={{ pl: 4, display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
              {category.menus.map((menu) => (
                <FormControlLabel
                  key={menu.id}
                  label={menu.name}
                  control={
                    <Checkbox
                      size="small"
                      checked={chosen.has(menu.id)}
                      onChange={(e) => toggle([menu.id], e.target.checked)}
                      disabled={disabled}
                    />
                  }
                />
              ))}
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
