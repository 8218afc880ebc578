import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { BulkUpdateButton } from 'react-admin';
import { BulkEditButton } from '../../lists/bulkEdit/BulkEditButton';
import { useMenuBulkFields } from './bulkEdit/useMenuBulkFields';

/** Edit one field of the selected menus, or hide, show, feature or unfeature them at once (all or none). */
export function MenuBulkActions({ restaurantId }: { restaurantId: string }) {
  const fields = useMenuBulkFields(restaurantId);
  return (
    <>
      <BulkEditButton fields={fields} />
      <BulkUpdateButton label="resources.menus.actions.hide" data={{ hidden: true }} icon={<VisibilityOffIcon />} mutationMode="pessimistic" />
      <BulkUpdateButton label="resources.menus.actions.show" data={{ hidden: false }} icon={<VisibilityIcon />} mutationMode="pessimistic" />
      <BulkUpdateButton label="resources.menus.actions.feature" data={{ featured: true }} icon={<StarIcon />} mutationMode="pessimistic" />
      <BulkUpdateButton label="resources.menus.actions.unfeature" data={{ featured: false }} icon={<StarBorderIcon />} mutationMode="pessimistic" />
    </>
  );
}
