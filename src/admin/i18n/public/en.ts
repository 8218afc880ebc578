/**
 * The public pages' English messages (sign-in, account links, not found): /login loads only these
 * and the domain catalogue, not the admin's (en.ts merges them into its `app`).
 */
const publicEn = {
  app: {
    waiting: 'Waiting',
    reload: 'Reload',
    language: 'Language',
    notFoundFor: 'Not Found for %{path}',
    backToAdmin: 'Back to the main admin page',
    backToLogin: 'Back to sign-in',
    pageNotFound: 'Page not found',
    login: {
      title: 'Sign in to Restoboard',
      email: 'Email',
      password: 'Password',
      submit: 'Sign in',
      submitting: 'Signing in…',
      forgotPassword: 'Forgot password?',
      sessionEnded:
        'Your session has ended: you were signed out on another device, your account was changed, or the session expired. Sign in again to continue.',
    },
    accounts: {
      checking: 'Checking your link…',
      retry: 'Try again',
      submitting: 'Saving…',
      linkInvalidHelp: 'Links in our mails work once and for a limited time.',
      forgotIntro: 'Enter the email address of your account. We will mail you a link to choose a new password.',
      forgotSubmit: 'Send me a link',
      resetSent:
        'If an account uses %{email}, a link to choose a new password is on its way. It works once, within 1 hour.',
      resetIntro: 'Choose a new password for %{email}. You will be signed out on every device.',
      newPassword: 'New password',
      passwordConfirmation: 'Confirm the new password',
      passwordHint: 'At least 8 characters, with an uppercase letter, a number and a symbol.',
      resetSubmit: 'Set the new password',
      resetDone: 'Your password is changed and every session has ended. Sign in with the new password.',
      newResetLink: 'Ask for a new link',
      verifyIntro: 'Confirm that %{email} is your email address to start using Restoboard.',
      acceptTerms: 'I accept the terms and conditions',
      verifySubmit: 'Verify my email address',
      verifyDone: 'Your email address is verified. You can sign in now.',
      newVerificationLink: 'Sign in to ask for a new link, or ask your admin to send one',
      pinIntro: 'Choose a new POS PIN for %{email}.',
      newPin: 'New PIN',
      pinConfirmation: 'Confirm the new PIN',
      pinHint: 'Exactly 6 digits.',
      pinSubmit: 'Set the new PIN',
      pinDone: 'Your new PIN is set. Use it at the point of sale.',
      askAdminForPinLink: 'Ask your admin to send you a new link.',
      sendNewLink: 'Send me a new verification link',
      verificationSent: 'If this address still needs verifying, a new link is on its way. It works for 7 days.',
    },
    screens: {
      resetPassword: 'Reset password',
      pinReset: 'Reset POS PIN',
      forgotPassword: 'Forgot password',
      verifyEmail: 'Verify your email',
    },
  },
};

export type PublicMessages = typeof publicEn;
export default publicEn;
