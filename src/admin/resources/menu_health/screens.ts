/** The Menu health screens, one chunk for both (fewer chunks for the admin's first screen to name). */
export { HealthOverview } from './HealthOverview';
export { MenuHealthScreen } from './MenuHealthScreen';
