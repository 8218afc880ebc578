import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { BulkUpdateButton } from 'react-admin';

/** Hide, show, feature or unfeature the selected menus at once (`updateMenus`: all or none). */
export function MenuBulkActions() {
  return (
    <>
      <BulkUpdateButton label="resources.menus.actions.hide" data={{ hidden: true }} icon={<VisibilityOffIcon />} mutationMode="pessimistic" />
      <BulkUpdateButton label="resources.menus.actions.show" data={{ hidden: false }} icon={<VisibilityIcon />} mutationMode="pessimistic" />
      <BulkUpdateButton label="resources.menus.actions.feature" data={{ featured: true }} icon={<StarIcon />} mutationMode="pessimistic" />
      <BulkUpdateButton label="resources.menus.actions.unfeature" data={{ featured: false }} icon={<StarBorderIcon />} mutationMode="pessimistic" />
    </>
  );
}
