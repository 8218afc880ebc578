/** Resources served from their description, with default screens (each overridable). */
export { describedResource, type DescribedResourceOptions } from './describedResource';
export type {
  DescribedDescriptor,
  DescribedListSlots,
  DescribedPaths,
  DescribedScreenProps,
} from './DescribedDescriptor';
export type { DescribedScreen } from './defaultScreens';
export { describedEditPath, describedPath, describedPaths, ID_PARAM, RESTAURANT_PARAM } from './paths';
export { enumChoicesOf, enumValueKey } from './enumLabels';
