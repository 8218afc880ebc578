import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { TAGS } from '../../../domain';
import type { AdminResource } from '../AdminResource';
import { lazyWithTimeout } from '../../chunks/lazyWithTimeout';

/** Tags management (super admins): one screen at its spec path, under Platform. */
const tags: AdminResource = {
  descriptor: TAGS,
  recordRepresentation: 'name',
  routes: [
    { path: 'tags_management', resource: 'tags', action: 'list', screen: lazyWithTimeout(() => import('./TagList')) },
  ],
  nav: [{ label: 'app.nav.tagsManagement', icon: LocalOfferIcon, routes: { SUPER_VIEW: 'tags_management' } }],
};

export default tags;
