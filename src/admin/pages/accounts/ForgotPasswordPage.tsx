import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EMAIL_RULES, LIMITS } from '../../../domain';
import { usePublicI18n } from '../../i18n/PublicI18n';
import { PublicLayout } from '../PublicLayout';
import { accountMutation } from './accountRequests';
import { PublicField, type FieldSpec } from './PublicField';
import { usePublicForm, type Values } from './usePublicForm';

const EMAIL_FIELD: FieldSpec = {
  name: 'email',
  labelKey: 'app.login.email',
  type: 'email',
  autoComplete: 'username',
  maxLength: LIMITS.email,
};

/**
 * forgotpassword: asks for the email and always answers the same way, known or not (docs/architecture.md §5:
 * "Email not found" is never shown here); the mail links to psrc/{pscode}.
 */
export default function ForgotPasswordPage() {
  const { locale, translate } = usePublicI18n();
  const form = usePublicForm({ email: '' }, { email: EMAIL_RULES }, 'errors.somethingWrong');
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = async ({ email }: Values) => {
    const address = String(email).trim();
    const error = await accountMutation('requestPasswordReset', { email: address }, locale);
    if (!error) setSentTo(address);
    return error;
  };

  return (
    <PublicLayout title={translate('app.screens.forgotPassword')}>
      {sentTo ? (
        <p className="rb-public__success" role="status">
          {translate('app.accounts.resetSent', { email: sentTo })}
        </p>
      ) : (
        <>
          <p>{translate('app.accounts.forgotIntro')}</p>
          <form className="rb-form" onSubmit={form.submit(send)} noValidate>
            {form.alert && (
              <p className="rb-form__error" role="alert">
                {form.alert}
              </p>
            )}
            <PublicField
              spec={EMAIL_FIELD}
              label={translate(EMAIL_FIELD.labelKey)}
              value={form.values.email}
              error={form.errorOf('email')}
              onChange={form.set('email')}
            />
            <button type="submit" disabled={form.submitting}>
              {translate(form.submitting ? 'app.accounts.submitting' : 'app.accounts.forgotSubmit')}
            </button>
          </form>
        </>
      )}
      <Link className="rb-public__link" to="/login">
        {translate('app.backToLogin')}
      </Link>
    </PublicLayout>
  );
}
