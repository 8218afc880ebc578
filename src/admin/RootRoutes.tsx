import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ChunkGuard } from './chunks/ChunkGuard';
import { lazyWithTimeout } from './chunks/lazyWithTimeout';
import { loadAdminMessages } from './i18n/adminMessages';
import { PublicI18nProvider, usePublicI18n } from './i18n/PublicI18n';
import { storedLocale } from './i18n/storedLocale';
import LoginPage from './pages/LoginPage';
import NotFoundPage from './pages/NotFoundPage';
import { readProfile } from './providers/profileCookie';
import { Waiting } from '../web/Waiting';

/**
 * The admin is its own chunk: /login and the public pages never load it (docs/architecture.md §2). Its catalogue
 * in the language spoken is fetched beside it, not after it.
 */
const AdminApp = lazyWithTimeout(async () => {
  const locale = storedLocale();
  const [{ createAdminApp }, messages] = await Promise.all([import('./AdminApp'), loadAdminMessages(locale)]);
  return { default: createAdminApp(locale, messages) };
});
/** The pages of the account links are rarely opened: /login does not carry them. */
const ResetPasswordPage = lazyWithTimeout(() => import('./pages/accounts/ResetPasswordPage'));
const ResetPinPage = lazyWithTimeout(() => import('./pages/accounts/ResetPinPage'));
const ForgotPasswordPage = lazyWithTimeout(() => import('./pages/accounts/ForgotPasswordPage'));
const VerifyEmailPage = lazyWithTimeout(() => import('./pages/accounts/VerifyEmailPage'));

/** A signed-out visit to an admin page goes to the sign-in page at once, without fetching the admin's code first. */
function AdminOrSignIn() {
  return readProfile() ? <AdminApp /> : <Navigate to="/login" replace />;
}

function PageLoading() {
  const { translate } = usePublicI18n();
  return <Waiting label={translate('app.waiting')} />;
}

/**
 * The public routes of docs/spec.md §2, and /admin/* handed to the lazy admin (/menu/* is menu.html's:
 * src/guest/main.tsx).
 */
export function RootRoutes() {
  return (
    <PublicI18nProvider>
      <ChunkGuard>
        <Suspense fallback={<PageLoading />}>
          <Routes>
            <Route path="/" element={<Navigate to="/login" replace />} />
            <Route path="/login" element={<LoginPage />} />
            <Route path="/psrc/:pscode" element={<ResetPasswordPage />} />
            <Route path="/pinrc/:token" element={<ResetPinPage />} />
            <Route path="/forgotpassword" element={<ForgotPasswordPage />} />
            <Route path="/yfrv/:verifcode" element={<VerifyEmailPage />} />
            <Route path="/admin/*" element={<AdminOrSignIn />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </ChunkGuard>
    </PublicI18nProvider>
  );
}
