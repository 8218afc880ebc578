import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ChunkGuard } from './chunks/ChunkGuard';
import { lazyWithTimeout } from './chunks/lazyWithTimeout';
import { PublicI18nProvider, usePublicI18n } from './i18n/PublicI18n';
import LoginPage from './pages/LoginPage';
import NotFoundPage from './pages/NotFoundPage';
import ForgotPasswordPage from './pages/accounts/ForgotPasswordPage';
import ResetPasswordPage from './pages/accounts/ResetPasswordPage';
import ResetPinPage from './pages/accounts/ResetPinPage';
import VerifyEmailPage from './pages/accounts/VerifyEmailPage';
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
          <Route path="/psrc/:pscode" element={<ResetPasswordPage />} />
          <Route path="/pinrc/:token" element={<ResetPinPage />} />
          <Route path="/forgotpassword" element={<ForgotPasswordPage />} />
          <Route path="/yfrv/:verifcode" element={<VerifyEmailPage />} />
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
