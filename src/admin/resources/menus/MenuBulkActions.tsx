import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { ReactElement } from 'react';
import { BulkUpdateButton, Button, useBulkUpdateController, useListContext } from 'react-admin';
import { BulkEditButton } from '../../lists/bulkEdit/BulkEditButton';
import { useMenuBulkFields } from './bulkEdit/useMenuBulkFields';
import { useImpactConfirm } from './impact/useImpactConfirm';
import { useImpactWords } from './impact/useImpactWords';

/** Hides the selected menus, asking first when that affects something (useImpactConfirm). */
function BulkHideButton() {
  const words = useImpactWords();
  const { selectedIds } = useListContext();
  const impact = useImpactConfirm();
  const { handleUpdate, isPending } = useBulkUpdateController({ mutationMode: 'pessimistic' });
  const hide = async () => {
    const ids = selectedIds.map(String);
    const title = words('hideManyTitle', { smart_count: ids.length });
    if (await impact.confirm({ changes: [{ kind: 'HIDE_MENU', ids }], title, confirmLabel: words('hide') }))
      handleUpdate({ hidden: true });
  };
  return (
    <>
      <Button label="resources.menus.actions.hide" onClick={() => void hide()} disabled={isPending || impact.checking}>
        <VisibilityOffIcon />
      </Button>
      {impact.dialog}
    </>
  );
}

/**
 * Shows, features or unfeatures the selected menus, asking first in words of what it does (`Show these 4 menus to
 * guests?`).
 */
function BulkFlagButton({
  action,
  data,
  icon,
}: {
  action: 'show' | 'feature' | 'unfeature';
  data: Record<string, boolean>;
  icon: ReactElement;
}) {
  const key = `resources.menus.actions.${action}`;
  return (
    <BulkUpdateButton
      label={key}
      data={data}
      icon={icon}
      mutationMode="pessimistic"
      confirmTitle={`${key}Title`}
      confirmContent={`${key}Content`}
    />
  );
}

/** Edit one field of the selected menus, or hide, show, feature or unfeature them at once (all or none). */
export function MenuBulkActions({ restaurantId }: { restaurantId: string }) {
  const fields = useMenuBulkFields(restaurantId);
  return (
    <>
      <BulkEditButton fields={fields} />
      <BulkHideButton />
      <BulkFlagButton action="show" data={{ hidden: false }} icon={<VisibilityIcon />} />
      <BulkFlagButton action="feature" data={{ featured: true }} icon={<StarIcon />} />
      <BulkFlagButton action="unfeature" data={{ featured: false }} icon={<StarBorderIcon />} />
    </>
  );
}
