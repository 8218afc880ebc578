import type { SvgIconComponent } from '@mui/icons-material';
import { resourceLabelKey } from '../../../domain';
import type { NavItem, SpecNavLabel } from '../../layout/navItem';
import type { AdminRoute } from '../../routing/AdminRoute';
import type { AdminDataResource } from '../AdminResource';
import { kindOf, type DescribedDescriptor, type DescribedListSlots, type DescribedPaths } from './DescribedDescriptor';
import { defaultScreen, type DescribedScreen } from './defaultScreens';
import { describedPaths, RESTAURANT_PARAM } from './paths';

export interface DescribedResourceOptions {
  /** The navigation item's icon. */
  icon: SvgIconComponent;
  /** The item of the spec's menu the resource's item follows. */
  after?: SpecNavLabel;
  /** The navigation item's label: by default the resource's name; a spec resource gives its item of the spec's menu. */
  navLabel?: string;
  /** The field naming a record (references, titles): by default its first text field. */
  recordRepresentation?: string;
  /** Its screens' paths, where not the conventional ones (a spec resource's spec paths). */
  paths?: Partial<DescribedPaths>;
  /**
   * Hand-written screens (lazy, like every screen) in place of any of the default ones, or `null`: no such screen (a
   * resource that creates in a dialog of its own, from its list's `actions`).
   */
  screens?: Partial<Record<DescribedScreen, AdminRoute['screen'] | null>>;
  /** What its default list adds to the description's: cells, filters, buttons. */
  list?: DescribedListSlots;
}

const SCREENS: readonly DescribedScreen[] = ['list', 'create', 'edit'];

/**
 * A resource served from its description: list, create and edit at the conventional paths
 * (`{name}/:restoUuid`, `{name}_new/:restoUuid`, `{name}_edit/:id` for a restaurant's rows, under
 * the restaurant in the menu; `{name}`, `{name}_new`, `{name}_edit/:id` for the platform's, under
 * Platform) or at the paths given, guarded as `{name}`, the menu item labelled `resources.{name}.name`.
 */
export function describedResource(
  descriptor: DescribedDescriptor,
  { icon, after, navLabel, recordRepresentation, paths: ownPaths, screens = {}, list = {} }: DescribedResourceOptions,
): AdminDataResource {
  const ofRestaurant = descriptor.tenancy.kind === 'restaurant';
  const paths = { ...describedPaths(descriptor), ...ownPaths };
  const has = { create: screens.create !== null, edit: screens.edit !== null };
  const props = { descriptor, paths, has, slots: list };
  const route = (screen: DescribedScreen): AdminRoute[] => {
    const own = screens[screen];
    if (own === null) return [];
    return [
      {
        path: paths[screen],
        resource: descriptor.name,
        action: screen,
        ...(ofRestaurant && screen !== 'edit' ? { restaurantParam: RESTAURANT_PARAM } : {}),
        screen: own ?? defaultScreen(screen, props),
      },
    ];
  };
  const nav: NavItem = {
    label: navLabel ?? resourceLabelKey(descriptor),
    icon,
    ...(after ? { after } : {}),
    routes: { [ofRestaurant ? 'MERCHANT_VIEW' : 'SUPER_VIEW']: paths.list },
  };
  return {
    descriptor,
    recordRepresentation:
      recordRepresentation ?? Object.keys(descriptor.input).find((field) => kindOf(descriptor, field).kind === 'text'),
    routes: SCREENS.flatMap(route),
    nav: [nav],
  };
}
