// Password recovery answers with Laravel's codes (docs/decisions.md, API), and each screen says its
// own sentence for each code (docs/owner-app.md 8). The server sends the code with the sentence
// (schemas/answers/password-outcome.json); a screen shows `other` when a call fails without one.

const TOO_MANY_ATTEMPTS = 'Too many password reset attempts for this email. Please try again later.';

/** The Forgot password screen (POST /api/password/email). */
export const FORGOT_PASSWORD_MESSAGES = {
  'passwords.sent': 'Please check your inbox for password reset instructions.',
  'passwords.user': 'A user with this email address does not exist, please check the email address you have entered below.',
  'passwords.throttled': TOO_MANY_ATTEMPTS,
  other: 'Unable to reset your password at this time, please try again later.',
} as const;

/** The Reset password screen (POST /api/password/reset). */
export const RESET_PASSWORD_MESSAGES = {
  'passwords.reset': 'Your password has been successfully reset. Please log in.',
  'passwords.user': 'Your email does not match your password reset token. Please try to reset your password again.',
  'passwords.throttled': TOO_MANY_ATTEMPTS,
  'passwords.token': 'Your password reset token is invalid. Please check your inbox for a newer email from us or try to reset your password again.',
  other: "We're unable to reset your password at this time, please try again later.",
} as const;
