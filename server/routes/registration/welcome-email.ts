// The registration welcome (docs/decisions.md, "Systems outside ours"): sent once an invited owner has
// registered, with the address to sign in at and what they can do there.
import { SIGN_IN_PATH } from '../../../shared/routes.ts';
import type { MailMessage } from '../../mail/mailer.ts';

export function welcomeEmail(owner: { email: string; firstname: string }, publicUrl: string): MailMessage {
  return {
    to: owner.email,
    subject: 'Welcome to myGWM',
    text: [
      `Hello ${owner.firstname},`,
      '',
      'Your myGWM account is ready. Sign in with this email address and the password you chose:',
      '',
      `${publicUrl}${SIGN_IN_PATH}`,
      '',
      'In your garage you can give your vehicle a nickname, see its warranty and roadside assistance, read its manual, choose your preferred dealer and book a service.',
      '',
      'myGWM',
    ].join('\n'),
  };
}
