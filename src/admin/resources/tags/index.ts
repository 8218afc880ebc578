import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { createElement } from 'react';
import { TAGS } from '../../../domain';
import { lazyWithTimeout } from '../../chunks/lazyWithTimeout';
import { describedResource } from '../described';

const NewTagButton = lazyWithTimeout(
  () => import('./TagButtons'),
  (buttons) => buttons.NewTagButton,
);
const TagRowActions = lazyWithTimeout(
  () => import('./TagButtons'),
  (buttons) => buttons.TagRowActions,
);

/**
 * Tags management (super admins), under Platform: the default list at its spec path, searched and paged on the server
 * with each tag's usage; a tag is created, renamed and merged in dialogs (its list's slots), so it has no screen of
 * its own for those.
 */
export default describedResource(TAGS, {
  icon: LocalOfferIcon,
  navLabel: 'app.nav.tagsManagement',
  recordRepresentation: 'name',
  paths: { list: 'tags_management' },
  screens: { create: null, edit: null },
  list: { actions: createElement(NewTagButton), rowActions: createElement(TagRowActions) },
});
