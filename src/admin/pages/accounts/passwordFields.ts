import type { FieldSpec } from './PublicField';

/** A new password and its confirmation, as the reset and the verification pages ask for them. */
export const NEW_PASSWORD_FIELDS: readonly FieldSpec[] = [
  {
    name: 'password',
    labelKey: 'app.accounts.newPassword',
    type: 'password',
    autoComplete: 'new-password',
    hintKey: 'app.accounts.passwordHint',
  },
  {
    name: 'passwordConfirmation',
    labelKey: 'app.accounts.passwordConfirmation',
    type: 'password',
    autoComplete: 'new-password',
  },
];
