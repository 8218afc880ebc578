import { useParams } from 'react-router-dom';
import { NEW_PASSWORD_RULES } from '../../../domain';
import { CodeLinkPage } from './CodeLinkPage';
import { NEW_PASSWORD_FIELDS } from './passwordFields';

/** psrc/{pscode}: a new password from a reset link (docs/architecture.md §5). */
export default function ResetPasswordPage() {
  return (
    <CodeLinkPage
      code={useParams().pscode ?? ''}
      purpose="RESET_PASSWORD"
      titleKey="app.screens.resetPassword"
      introKey="app.accounts.resetIntro"
      fields={() => [...NEW_PASSWORD_FIELDS]}
      rules={() => NEW_PASSWORD_RULES}
      mutation="resetPassword"
      submitKey="app.accounts.resetSubmit"
      failureKey="errors.failedResetPassword"
      doneKey="app.accounts.resetDone"
      renewal={{ to: '/forgotpassword', labelKey: 'app.accounts.newResetLink' }}
    />
  );
}
