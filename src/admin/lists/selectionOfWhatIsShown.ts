import { useEffect, useEffectEvent, useRef } from 'react';
import { useListContext } from 'react-admin';

/**
 * A selection belongs to what is shown (docs/decisions.md): react-admin keeps ticked rows in its store across
 * visits, searches and filters, so a bulk action could act on rows nobody sees. Leaving the list and changing
 * what it filters drop the ticks; moving between pages of the same search keeps them.
 *
 * Nothing is cleared as the list mounts: clearing happens when the list goes (its unmount runs before the next
 * screen reads the store; a reload or a closed tab is a page hide) and when the filters change, so coming back
 * never races the first render.
 */
export function useSelectionOfWhatIsShown() {
  const { filterValues, selectedIds, onUnselectItems } = useListContext();
  const clear = useEffectEvent(() => {
    if (selectedIds.length > 0) onUnselectItems();
  });
  const filters = JSON.stringify(filterValues);
  const shownFilters = useRef(filters);
  useEffect(() => {
    if (shownFilters.current === filters) return;
    shownFilters.current = filters;
    clear();
  }, [filters]);
  useEffect(() => {
    const leave = () => clear();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      clear();
    };
  }, []);
}
