import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { IconButton, Tooltip } from '@mui/material';
import type { MouseEvent, ReactElement } from 'react';
import { useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import { useImpactConfirm } from './impact/useImpactConfirm';
import type { Menu } from './Menu';
import { useImpactWords } from './impact/useImpactWords';

interface FlagButtonProps {
  flag: 'hidden' | 'featured';
  on: { label: string; icon: ReactElement };
  off: { label: string; icon: ReactElement };
  /** Asked before the flag is turned on: whether to go ahead. */
  confirmOn?(menu: Menu): Promise<boolean>;
  /** Waiting for that answer. */
  busy?: boolean;
}

function FlagButton({ flag, on, off, confirmOn, busy = false }: FlagButtonProps) {
  const menu = useRecordContext<Menu>();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<Menu>();
  if (!menu) return null;
  // The button turns the flag over: it shows what a click does.
  const next = menu[flag] ? off : on;
  const toggle = async (event: MouseEvent) => {
    event.stopPropagation(); // not the row's click (which opens the menu)
    if (!menu[flag] && confirmOn && !(await confirmOn(menu))) return;
    void update(
      'menus',
      { id: menu.id, data: { [flag]: !menu[flag] }, previousData: menu },
      {
        mutationMode: 'pessimistic',
        onError: (error) => notify((error as Error).message || 'errors.somethingWrong', { type: 'error' }),
      },
    );
  };
  const label = translate(next.label, { name: menu.name });
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          onClick={(event) => void toggle(event)}
          disabled={isPending || busy}
        >
          {next.icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * Hide or show, feature or unfeature one menu from its row; hiding asks first when it affects something
 * (useImpactConfirm).
 */
export function MenuFlagButtons() {
  const words = useImpactWords();
  const impact = useImpactConfirm();
  const confirmHide = (menu: Menu) =>
    impact.confirm({
      changes: [{ kind: 'HIDE_MENU', ids: [menu.id] }],
      title: words('hideTitle', { name: menu.name }),
      confirmLabel: words('hide'),
    });
  return (
    <>
      <FlagButton
        flag="hidden"
        on={{ label: 'resources.menus.actions.hideOne', icon: <VisibilityIcon fontSize="small" /> }}
        off={{ label: 'resources.menus.actions.showOne', icon: <VisibilityOffIcon fontSize="small" /> }}
        confirmOn={confirmHide}
        busy={impact.checking}
      />
      <FlagButton
        flag="featured"
        on={{ label: 'resources.menus.actions.featureOne', icon: <StarBorderIcon fontSize="small" /> }}
        off={{ label: 'resources.menus.actions.unfeatureOne', icon: <StarIcon fontSize="small" color="warning" /> }}
      />
      {impact.dialog}
    </>
  );
}
