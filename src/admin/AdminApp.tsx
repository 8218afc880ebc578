import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { ENV } from '../web/environment';
import type { TranslationMessages } from 'react-admin';
import type { Locale } from '../domain';
import { buildI18nProvider } from './i18n/i18nProvider';
import { useLiveI18nProvider } from './i18n/switchInPlace';
import { AppLayout } from './layout/AppLayout';
import { AdminWaiting } from './layout/GlobalWaiting';
import { AppNotification } from './layout/AppNotification';
import { theme } from './layout/theme';
import { buildApolloClient } from './providers/apolloClient';
import { buildAuthProvider } from './providers/authProvider';
import { buildDataProvider } from './providers/dataProvider';
import { identityFetcher } from './providers/identity';
import { ADMIN_RESOURCES } from './resources';
import { descriptorsOf } from './resources/AdminResource';
import { serverLogout } from './providers/serverLogout';
import { ADMIN_ROUTES } from './routes';
import { AdminNotFound } from './routing/AdminNotFound';
import { AdminRoutesContext } from './routing/adminRoutes';
import { GuardedRoute } from './routing/GuardedRoute';
import { StartPage } from './routing/StartPage';
import { appStore } from './store';

/**
 * The admin under /admin, inside the app's router. Every spec path is a guarded custom route
 * from the route table; react-admin's own record routes are not used (docs/architecture.md §2, §9). Built once,
 * speaking `locale` with its catalogue at hand.
 */
export function createAdminApp(locale: Locale, messages: TranslationMessages) {
  const i18nProvider = buildI18nProvider(locale, messages);
  const client = buildApolloClient(ENV.graphqlUrl, () => i18nProvider.getLocale());
  const dataProvider = buildDataProvider(client, descriptorsOf(ADMIN_RESOURCES), i18nProvider.translate);
  const authProvider = buildAuthProvider(appStore, identityFetcher(client), serverLogout(client));
  return function AdminApp() {
    const liveI18nProvider = useLiveI18nProvider(i18nProvider);
    return (
      <AdminRoutesContext value={ADMIN_ROUTES}>
        <Admin
          basename="/admin"
          title="Restoboard Admin"
          disableTelemetry
          requireAuth
          loginPage={false}
          authProvider={authProvider}
          dataProvider={dataProvider}
          i18nProvider={liveI18nProvider}
          store={appStore}
          theme={theme}
          layout={AppLayout}
          loading={AdminWaiting}
          notification={AppNotification}
          dashboard={StartPage}
          catchAll={AdminNotFound}
        >
          {/* Every screen is a custom route: what else falls under a resource's name
              (e.g. /admin/restaurants/{id}) is not found, not blank. */}
          {ADMIN_RESOURCES.map((resource) =>
            resource.descriptor ? (
              <Resource
                key={resource.descriptor.name}
                name={resource.descriptor.name}
                recordRepresentation={resource.recordRepresentation}
              >
                <Route path="*" element={<AdminNotFound />} />
              </Resource>
            ) : null,
          )}
          <CustomRoutes>
            {ADMIN_ROUTES.map((route) => (
              <Route key={route.path} path={route.path} element={<GuardedRoute route={route} />} />
            ))}
          </CustomRoutes>
        </Admin>
      </AdminRoutesContext>
    );
  };
}
