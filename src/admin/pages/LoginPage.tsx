import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { landingPath, LIMITS, signInRefusal } from '../../domain';
import { usePublicI18n } from '../i18n/PublicI18n';
import { readProfile, writeProfile } from '../providers/profileCookie';
import { requestLogin } from './loginRequest';
import { PublicLayout } from './PublicLayout';

/** Sign-in (spec §2): stores the profile cookie and lands where the admin level says. */
export default function LoginPage() {
  const { locale, translate } = usePublicI18n();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [signedIn] = useState(() => readProfile() !== null);

  if (signedIn) return <Navigate to="/admin" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    const outcome = await requestLogin(email.trim(), password, locale);
    const fail = (message: string) => {
      setSubmitting(false);
      setError(message);
    };
    if ('message' in outcome) return fail(outcome.message ?? translate('errors.somethingWrong'));
    const refusal = signInRefusal(outcome.profile);
    if (refusal) return fail(translate(refusal));
    writeProfile(outcome.profile);
    navigate(`/admin/${landingPath(outcome.profile)}`, { replace: true });
  };

  return (
    <PublicLayout title={translate('app.login.title')}>
      <form className="rb-form" onSubmit={submit}>
        {error && (
          <p className="rb-form__error" role="alert">
            {error}
          </p>
        )}
        <label>
          {translate('app.login.email')}
          <input type="email" name="email" autoComplete="username" required maxLength={LIMITS.email} value={email} onChange={(e) => setEmail(e.target.value)} />
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
