import AnalyticsIcon from '@mui/icons-material/Analytics';
import CategoryIcon from '@mui/icons-material/Category';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DynamicFeedIcon from '@mui/icons-material/DynamicFeed';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import HistoryIcon from '@mui/icons-material/History';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import CampaignIcon from '@mui/icons-material/Campaign';
import PeopleIcon from '@mui/icons-material/People';
import PrintIcon from '@mui/icons-material/Print';
import QrCodeIcon from '@mui/icons-material/QrCode';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import StarIcon from '@mui/icons-material/Star';
import StorefrontIcon from '@mui/icons-material/Storefront';
import ViewListIcon from '@mui/icons-material/ViewList';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import type { SvgIconComponent } from '@mui/icons-material';
import type { View } from '../../domain';

/**
 * The navigation of spec §2 (Logout closes it). Each item names the route it opens in each view:
 * platform items (SUPER_VIEW) are the super admin's cross-restaurant screens; restaurant items
 * (MERCHANT_VIEW) work on the current restaurant, whose uuid fills `:restoUuid`. Restaurants,
 * Menu Duplication, Users and Analytics exist in both.
 */
export interface NavItem {
  label: string;
  icon: SvgIconComponent;
  routes: Partial<Record<View, string>>;
}

const both = (path: string) => ({ SUPER_VIEW: path, MERCHANT_VIEW: path });

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'app.nav.restaurants', icon: StorefrontIcon, routes: both('restaurants') },
  { label: 'app.nav.restoCategories', icon: CategoryIcon, routes: { SUPER_VIEW: 'resto_categories' } },
  { label: 'app.nav.menuCategories', icon: ViewListIcon, routes: { MERCHANT_VIEW: 'menu_categories/:restoUuid' } },
  { label: 'app.nav.menuDuplication', icon: ContentCopyIcon, routes: both('menu_duplication') },
  { label: 'app.nav.featured', icon: StarIcon, routes: { SUPER_VIEW: 'featured' } },
  { label: 'app.nav.promos', icon: CampaignIcon, routes: { SUPER_VIEW: 'promos' } },
  { label: 'app.nav.feeds', icon: DynamicFeedIcon, routes: { MERCHANT_VIEW: 'feeds/:restoUuid' } },
  { label: 'app.nav.tagsManagement', icon: LocalOfferIcon, routes: { SUPER_VIEW: 'tags_management' } },
  { label: 'app.nav.users', icon: PeopleIcon, routes: both('users') },
  { label: 'app.nav.menus', icon: RestaurantMenuIcon, routes: { MERCHANT_VIEW: 'menus/:restoUuid' } },
  { label: 'app.nav.availability', icon: EventAvailableIcon, routes: { MERCHANT_VIEW: 'menu_availability/:restoUuid' } },
  { label: 'app.nav.printerClass', icon: PrintIcon, routes: { MERCHANT_VIEW: 'printer_classes/:restoUuid' } },
  { label: 'app.nav.packageMenu', icon: WorkspacesIcon, routes: { MERCHANT_VIEW: 'package_menu/:restoUuid' } },
  { label: 'app.nav.qrCode', icon: QrCodeIcon, routes: { MERCHANT_VIEW: 'qr/:restoUuid' } },
  { label: 'app.nav.analytics', icon: AnalyticsIcon, routes: { SUPER_VIEW: 'analytics', MERCHANT_VIEW: 'analytics/:restoUuid' } },
  { label: 'app.nav.orderHistory', icon: HistoryIcon, routes: { MERCHANT_VIEW: 'order_histories/:restoUuid' } },
];

