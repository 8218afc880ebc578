import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ChunkGuard } from './chunks/ChunkGuard';
import { lazyWithTimeout } from './chunks/lazyWithTimeout';
import { PublicI18nProvider, usePublicI18n } from './i18n/PublicI18n';
import LoginPage from './pages/LoginPage';
import NotFoundPage from './pages/NotFoundPage';
import PublicPlaceholder from './pages/PublicPlaceholder';
import { Waiting } from './pages/Waiting';

/** The admin is its own chunk: /login and the public pages never load it (DESIGN §2). */
const AdminApp = lazyWithTimeout(() => import('./AdminApp'));

function AdminLoading() {
  const { translate } = usePublicI18n();
  return <Waiting label={translate('app.waiting')} />;
}

/** The public routes of spec §2, and /admin/* handed to the lazy admin. */
export function RootRoutes() {
  return (
    <PublicI18nProvider>
      <ChunkGuard>
        <Routes>
          <Route path="/" element={<Navigate to="/login" replace />} />
          <Route path="/login" element={<LoginPage />} />
          <Route path="/psrc/:pscode" element={<PublicPlaceholder titleKey="app.screens.resetPassword" />} />
          <Route path="/pinrc/:token" element={<PublicPlaceholder titleKey="app.screens.pinReset" />} />
          <Route path="/forgotpassword" element={<PublicPlaceholder titleKey="app.screens.forgotPassword" />} />
          <Route path="/yfrv/:verifcode" element={<PublicPlaceholder titleKey="app.screens.verifyEmail" />} />
          <Route
            path="/admin/*"
            element={
              <Suspense fallback={<AdminLoading />}>
                <AdminApp />
              </Suspense>
            }
          />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </ChunkGuard>
    </PublicI18nProvider>
  );
}
