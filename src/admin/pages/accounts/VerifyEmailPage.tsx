import { useParams } from 'react-router-dom';
import { verifyEmailRules } from '../../../domain';
import { CodeLinkPage } from './CodeLinkPage';
import type { FieldSpec } from './PublicField';
import { NEW_PASSWORD_FIELDS } from './passwordFields';

const ACCEPT_TERMS: FieldSpec = { name: 'acceptTerms', labelKey: 'app.accounts.acceptTerms', type: 'checkbox' };

/**
 * yfrv/{verifcode}: a user verifies its email and accepts the terms; an invited user also chooses its password
 * (docs/architecture.md §5).
 */
export default function VerifyEmailPage() {
  return (
    <CodeLinkPage
      code={useParams().verifcode ?? ''}
      purpose="VERIFY_EMAIL"
      titleKey="app.screens.verifyEmail"
      introKey="app.accounts.verifyIntro"
      fields={(link) => (link.needsPassword ? [...NEW_PASSWORD_FIELDS, ACCEPT_TERMS] : [ACCEPT_TERMS])}
      rules={(link) => verifyEmailRules(link.needsPassword)}
      mutation="verifyEmail"
      submitKey="app.accounts.verifySubmit"
      failureKey="errors.somethingWrong"
      doneKey="app.accounts.verifyDone"
      renewal={{ to: '/login', labelKey: 'app.accounts.newVerificationLink' }}
    />
  );
}
