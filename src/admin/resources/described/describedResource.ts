import type { SvgIconComponent } from '@mui/icons-material';
import { resourceLabelKey } from '../../../domain';
import type { SpecNavLabel } from '../../layout/navItem';
import type { AdminRoute } from '../../routing/AdminRoute';
import type { AdminDataResource } from '../AdminResource';
import { kindOf, type DescribedDescriptor } from './DescribedDescriptor';
import { defaultScreen, type DescribedScreen } from './defaultScreens';
import { describedPaths, RESTAURANT_PARAM } from './paths';

export interface DescribedResourceOptions {
  /** The navigation item's icon. */
  icon: SvgIconComponent;
  /** The item of the spec's menu the resource's item follows. */
  after: SpecNavLabel;
  /** The field naming a record (references, titles): by default its first text field. */
  recordRepresentation?: string;
  /** Hand-written screens (lazy, like every screen) in place of any of the default ones. */
  screens?: Partial<Record<DescribedScreen, AdminRoute['screen']>>;
}

const SCREENS: readonly DescribedScreen[] = ['list', 'create', 'edit'];

/**
 * A resource served from its description: list, create and edit at the conventional paths
 * (`{name}/:restoUuid`, `{name}_new/:restoUuid`, `{name}_edit/:id` for a restaurant's rows, under
 * the restaurant in the menu; `{name}`, `{name}_new`, `{name}_edit/:id` for the platform's, under
 * Platform), guarded as `{name}`, the menu item labelled `resources.{name}.name`.
 */
export function describedResource(
  descriptor: DescribedDescriptor,
  { icon, after, recordRepresentation, screens = {} }: DescribedResourceOptions,
): AdminDataResource {
  const paths = describedPaths(descriptor);
  const ofRestaurant = descriptor.tenancy.kind === 'restaurant';
  const route = (screen: DescribedScreen): AdminRoute => ({
    path: paths[screen],
    resource: descriptor.name,
    action: screen,
    ...(ofRestaurant && screen !== 'edit' ? { restaurantParam: RESTAURANT_PARAM } : {}),
    screen: screens[screen] ?? defaultScreen(screen, descriptor),
  });
  return {
    descriptor,
    recordRepresentation:
      recordRepresentation ?? Object.keys(descriptor.input).find((field) => kindOf(descriptor, field).kind === 'text'),
    routes: SCREENS.map(route),
    nav: [
      {
        label: resourceLabelKey(descriptor),
        icon,
        after,
        routes: { [ofRestaurant ? 'MERCHANT_VIEW' : 'SUPER_VIEW']: paths.list },
      },
    ],
  };
}
