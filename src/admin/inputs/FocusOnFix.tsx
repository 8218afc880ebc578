import { useEffect } from 'react';
import { useRecordContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';

/** The search parameter naming the field to fix (`menu_edit/{id}?fix=price`), from Menu health. */
export const FIX_PARAM = 'fix';

/**
 * Opened to fix one field (a Menu health problem's link): that field, once the record is shown, has the
 * focus and is in sight; a field the form cannot focus itself (a list of groups, an image) has its first
 * control focused.
 */
export function FocusOnFix() {
  const [search] = useSearchParams();
  const field = search.get(FIX_PARAM);
  const { setFocus } = useFormContext();
  const record = useRecordContext();
  useEffect(() => {
    if (!field || !record) return;
    // The field may come, or be drawn again, a moment after the record (an input waiting for its choices):
    // it is focused until it keeps the focus for a second, or the user has gone elsewhere, for up to 5 s.
    let [tries, kept] = [0, 0];
    const timer = setInterval(() => {
      const box = document.querySelector<HTMLElement>(`.ra-input-${CSS.escape(field)}`);
      const active = document.activeElement;
      if (box?.contains(active)) kept += 1;
      else if (active && active !== document.body)
        return clearInterval(timer); // the user has moved on
      else if (box) {
        setFocus(field);
        if (!box.contains(document.activeElement))
          box.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, [role="combobox"], button')?.focus();
        if (box.contains(document.activeElement)) box.scrollIntoView({ block: 'center' });
      }
      if (kept >= 10 || ++tries >= 50) clearInterval(timer);
    }, 100);
    return () => clearInterval(timer);
  }, [field, record, setFocus]);
  return null;
}
