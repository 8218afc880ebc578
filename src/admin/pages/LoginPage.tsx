import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { landingPath, LIMITS, signInRefusal } from '../../domain';
import { usePublicI18n } from '../i18n/PublicI18n';
import { readProfile, writeProfile } from '../providers/profileCookie';
import { forgetSessionEnded, sessionEndedNoticed } from '../providers/sessionEndedNotice';
import { requestLogin } from './loginRequest';
import { PublicLayout } from './PublicLayout';

/**
 * Sign-in (docs/spec.md §2): stores the profile cookie and lands where the admin level says. An
 * unverified user is told to verify first and may ask for a new verification link here.
 */
export default function LoginPage() {
  const { locale, translate } = usePublicI18n();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  /** Set when the server said to verify first: the address a new link may be asked for, then whether it was. */
  const [verification, setVerification] = useState<{ email: string; sent: boolean } | null>(null);
  const [signedIn] = useState(() => readProfile() !== null);
  const [sessionEnded] = useState(sessionEndedNoticed);
  useEffect(forgetSessionEnded, []);

  if (signedIn) return <Navigate to="/admin" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    setVerification(null);
    const outcome = await requestLogin(email.trim(), password, locale);
    const fail = (message: string) => {
      setSubmitting(false);
      setError(message);
    };
    if ('message' in outcome) {
      if (outcome.key === 'errors.verifyFirst') setVerification({ email: email.trim(), sent: false });
      return fail(outcome.message ?? translate('errors.somethingWrong'));
    }
    const refusal = signInRefusal(outcome.profile);
    if (refusal) return fail(translate(refusal));
    writeProfile(outcome.profile);
    navigate(`/admin/${landingPath(outcome.profile)}`, { replace: true });
  };

  const sendVerificationLink = async () => {
    if (!verification) return;
    // The account flows' requests are the lazy account pages' code: fetched when this rare button is used.
    const { requestVerificationLink } = await import('./accounts/accountRequests');
    const refusal = await requestVerificationLink(verification.email, locale);
    if (refusal) setError(refusal.message ?? translate('errors.somethingWrong'));
    else setVerification({ ...verification, sent: true });
  };

  return (
    <PublicLayout title={translate('app.login.title')}>
      <form className="rb-form" onSubmit={submit}>
        {sessionEnded && !error && (
          <p className="rb-public__notice" role="status">
            {translate('app.login.sessionEnded')}
          </p>
        )}
        {error && (
          <p className="rb-form__error" role="alert">
            {error}
          </p>
        )}
        {verification &&
          (verification.sent ? (
            <p className="rb-public__success" role="status">
              {translate('app.accounts.verificationSent')}
            </p>
          ) : (
            <button type="button" className="rb-form__secondary" onClick={sendVerificationLink}>
              {translate('app.accounts.sendNewLink')}
            </button>
          ))}
        <label>
          {translate('app.login.email')}
          <input
            type="email"
            name="email"
            autoComplete="username"
            required
            maxLength={LIMITS.email}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        <label>
          {translate('app.login.password')}
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        <button type="submit" disabled={submitting}>
          {translate(submitting ? 'app.login.submitting' : 'app.login.submit')}
        </button>
      </form>
      <Link className="rb-public__link" to="/forgotpassword">
        {translate('app.login.forgotPassword')}
      </Link>
    </PublicLayout>
  );
}
