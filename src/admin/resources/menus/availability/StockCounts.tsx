import { Chip, Stack, TextField } from '@mui/material';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { isLowStock, isOutOfStock, MENU_STOCK_RULES, validateRecord } from '../../../../domain';
import { useCustomMutation } from '../../../providers/useCustomMutation';
import type { Menu } from '../Menu';
import { SET_MENU_STOCK } from '../operations';

type Field = 'stockLeft' | 'dailyStock';

const shown = (count: number | null) => (count === null ? '' : String(count));
const counted = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * A menu's stock count, edited in its row (docs/features.md, "Stock counts"): the portions left today and the count
 * each business day starts with, each empty for "not counted". A change is saved when the field is left or on Enter;
 * the server's refusal shows under the field, and the count shows low or out of stock. A count going to zero asks first
 * when that affects something, as selling out does.
 */
interface Props {
  menu: Menu;
  /** Asked before a count goes to zero, as selling out is (the impact preview): whether to go on. */
  confirmEmpty(menu: Menu): Promise<boolean>;
}

export function StockCounts({ menu, confirmEmpty }: Props) {
  const translate = useTranslate();
  const { run, isPending } = useCustomMutation<unknown>('menus');
  const stored = { stockLeft: shown(menu.stockLeft), dailyStock: shown(menu.dailyStock) };
  const [draft, setDraft] = useState(stored);
  // The counts change under the row as orders take portions: what is shown follows them until typed over.
  const [seen, setSeen] = useState(stored);
  if (seen.stockLeft !== stored.stockLeft || seen.dailyStock !== stored.dailyStock) {
    setSeen(stored);
    setDraft(stored);
  }
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  // Leaving the field for the confirmation saves again: one save at a time.
  const saving = useRef(false);
  const save = async () => {
    if (saving.current) return;
    saving.current = true;
    try {
      await saveOnce();
    } finally {
      saving.current = false;
    }
  };
  const saveOnce = async () => {
    const next = { stockLeft: counted(draft.stockLeft), dailyStock: counted(draft.dailyStock) };
    if (next.stockLeft === menu.stockLeft && next.dailyStock === menu.dailyStock) return setErrors({});
    // The server's own rules, said at once; the server still checks them.
    const invalid = validateRecord(next, MENU_STOCK_RULES);
    if (Object.keys(invalid).length > 0)
      return setErrors(
        Object.fromEntries(
          Object.entries(invalid).map(([field, error]) => [field, translate(error.key, error.params)]),
        ),
      );
    if (next.stockLeft === 0 && menu.stockLeft !== 0 && !(await confirmEmpty(menu))) {
      setDraft({ ...draft, stockLeft: shown(menu.stockLeft) });
      return setErrors({});
    }
    const result = await run({ query: SET_MENU_STOCK, variables: { id: menu.id, ...next } });
    setErrors('errors' in result ? result.errors : {});
  };
  // On the key's release: a confirmation that opens at once takes the focus, and the rest of a pressed Enter would
  // answer it.
  const onKeyUp = (event: KeyboardEvent) => {
    if (event.key === 'Enter') void save();
  };
  const input = (field: Field, label: string) => (
    <TextField
      size="small"
      type="number"
      label={translate(`resources.menus.availability.${field}`)}
      value={draft[field]}
      disabled={isPending}
      error={errors[field] !== undefined}
      helperText={errors[field]}
      onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
      onBlur={() => void save()}
      onKeyUp={onKeyUp}
      slotProps={{ htmlInput: { min: 0, step: 1, 'aria-label': label } }}
      sx={{ width: 120 }}
    />
  );
  const state = isOutOfStock(menu.stockLeft)
    ? 'outOfStock'
    : isLowStock(menu.stockLeft, menu.dailyStock)
      ? 'lowStock'
      : null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      {input('stockLeft', translate('resources.menus.availability.stockLeftOf', { name: menu.name }))}
      {input('dailyStock', translate('resources.menus.availability.dailyStockOf', { name: menu.name }))}
      {state && (
        <Chip
          size="small"
          variant="outlined"
          color={state === 'outOfStock' ? 'error' : 'warning'}
          label={translate(`resources.menus.availability.${state}`)}
          // The warning's orange is too light for text: the border says it, the words stay dark.
          sx={{ mt: 1, ...(state === 'lowStock' && { color: 'text.primary' }) }}
        />
      )}
    </Stack>
  );
}
