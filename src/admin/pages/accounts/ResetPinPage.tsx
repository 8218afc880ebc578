import { useParams } from 'react-router-dom';
import { LIMITS, NEW_PIN_RULES } from '../../../domain';
import { CodeLinkPage } from './CodeLinkPage';
import type { FieldSpec } from './PublicField';

const PIN_FIELDS: FieldSpec[] = [
  {
    name: 'pin',
    labelKey: 'app.accounts.newPin',
    type: 'password',
    autoComplete: 'off',
    inputMode: 'numeric',
    maxLength: LIMITS.pinDigits,
    hintKey: 'app.accounts.pinHint',
  },
  {
    name: 'pinConfirmation',
    labelKey: 'app.accounts.pinConfirmation',
    type: 'password',
    autoComplete: 'off',
    inputMode: 'numeric',
    maxLength: LIMITS.pinDigits,
  },
];

/** pinrc/{token}: a staff member sets a new POS PIN from the link its admin sent (docs/architecture.md §5). */
export default function ResetPinPage() {
  return (
    <CodeLinkPage
      code={useParams().token ?? ''}
      purpose="RESET_PIN"
      titleKey="app.screens.pinReset"
      introKey="app.accounts.pinIntro"
      fields={() => PIN_FIELDS}
      rules={() => NEW_PIN_RULES}
      mutation="resetPin"
      submitKey="app.accounts.pinSubmit"
      failureKey="errors.somethingWrong"
      doneKey="app.accounts.pinDone"
      renewal={{ labelKey: 'app.accounts.askAdminForPinLink' }}
    />
  );
}
