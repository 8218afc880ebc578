import { useSearchParams } from 'react-router-dom';

/** The Menu health screens' paths (relative to /admin): the platform's view, and a restaurant's problems. */
export const MENU_HEALTH_PATHS = {
  platform: 'menu_health',
  restaurant: 'menu_health/:restoUuid',
} as const;

/** The search parameter of an edit screen opened from Menu health: where its Save goes back to. */
export const BACK_PARAM = 'back';

/**
 * The screen to go back to after a save opened from Menu health (`?back=menu_health/{id}`), when that is where it came
 * from.
 */
export function useBackToHealth(): string | undefined {
  const [search] = useSearchParams();
  const back = search.get(BACK_PARAM);
  return back && /^menu_health\/[0-9a-f-]{36}$/.test(back) ? back : undefined;
}
