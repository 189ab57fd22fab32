// The email carrying a password reset link. Its link opens the owner app's Reset password screen
// (/resetpassword/{token}?email=...), which sends both back with the new password. The link is made
// as the email goes out (platform/mail/sender.ts): the queued text holds a placeholder.
import { LINK_PLACEHOLDER, type MailMessage, type MintedLink } from '../../core/mail-message.ts';

export function resetLink(publicUrl: string, token: string, email: string): string {
  return `${publicUrl}/resetpassword/${encodeURIComponent(token)}?email=${encodeURIComponent(email)}`;
}

export function passwordResetEmail(to: { email: string; firstname: string }, mintedLink: MintedLink, minutes: number): MailMessage {
  return {
    to: to.email,
    minted_link: mintedLink,
    subject: 'Reset your myGWM password',
    text: [
      `Hello ${to.firstname},`,
      '',
      'We received a request to reset the password of your myGWM account. Choose a new password here:',
      '',
      LINK_PLACEHOLDER,
      '',
      `The link works once, within ${minutes} minutes. If you did not ask for a new password, you can ignore this email: your password stays as it is.`,
      '',
      'myGWM',
    ].join('\n'),
  };
}
