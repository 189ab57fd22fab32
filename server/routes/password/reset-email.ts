// The email carrying a password reset link. Its link opens the owner app's Reset password screen
// (/resetpassword/{token}?email=...), which sends both back with the new password.
import type { MailMessage } from '../../mail/mailer.ts';

export function resetLink(publicUrl: string, token: string, email: string): string {
  return `${publicUrl}/resetpassword/${encodeURIComponent(token)}?email=${encodeURIComponent(email)}`;
}

export function passwordResetEmail(to: { email: string; firstname: string }, link: string, minutes: number): MailMessage {
  return {
    to: to.email,
    subject: 'Reset your myGWM password',
    text: [
      `Hello ${to.firstname},`,
      '',
      'We received a request to reset the password of your myGWM account. Choose a new password here:',
      '',
      link,
      '',
      `The link works once, within ${minutes} minutes. If you did not ask for a new password, you can ignore this email: your password stays as it is.`,
      '',
      'myGWM',
    ].join('\n'),
  };
}
