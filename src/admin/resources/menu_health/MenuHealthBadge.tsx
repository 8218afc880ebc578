import { Box } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useCustomQuery } from '../../providers/useCustomQuery';
import { HEALTH_RESOURCE } from './MenuHealth';
import { MENU_HEALTH_COUNT } from './countQuery';

/** Read by screen readers only: the badge's digits alone would say nothing. */
const SPOKEN_ONLY = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  m: '-1px',
  p: 0,
} as const;

/**
 * Asked again on every move to another screen (but Menu health's, which tells it its count): a save
 * elsewhere (a menu, its category, a package) may have fixed a problem or raised one.
 */
function useCountAgainOnEachScreen(refetch: () => unknown) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (pathname === shown.current) return;
    shown.current = pathname;
    if (!pathname.includes('/menu_health')) void refetch();
  }, [pathname, refetch]);
}

/**
 * The restaurant's number of menu problems beside Menu health in the navigation; nothing when there are none (or not
 * known yet).
 */
export function MenuHealthBadge({ restaurantId }: { restaurantId: string }) {
  const translate = useTranslate();
  const { data, isPlaceholderData, refetch } = useCustomQuery<{ menuHealthCount: number }>(
    HEALTH_RESOURCE,
    MENU_HEALTH_COUNT,
    { restaurantId },
  );
  useCountAgainOnEachScreen(refetch);
  const count = isPlaceholderData ? undefined : data?.menuHealthCount;
  if (!count) return null;
  return (
    <Box
      component="span"
      sx={{
        ml: 0.5,
        px: 0.75,
        minWidth: '1.25rem',
        display: 'inline-block',
        textAlign: 'center',
        borderRadius: 2,
        bgcolor: 'error.main',
        color: 'error.contrastText',
        fontSize: '0.75rem',
        fontWeight: 'bold',
        lineHeight: '1.25rem',
      }}
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <Box component="span" sx={SPOKEN_ONLY}>
        {translate('resources.menu_health.total', { smart_count: count })}
      </Box>
    </Box>
  );
}
