// An invited owner's registration and its welcome (docs/decisions.md, "Systems outside ours"): the
// email, sent once they have registered, gives the address to sign in at and what they can do there.
import { SIGN_IN_PATH } from '../../../shared/routes.ts';
import type { MailMessage } from '../../core/mail-message.ts';
import type { Db } from '../../db/connect.ts';
import { type Invitation, type RegistrationValues, invitationRepository } from '../../queries/invitations.ts';
import { queueMail } from '../../queries/outbox.ts';

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

/**
 * Registers the invited owner `id` with their details, once, and queues the welcome with it in one
 * transaction (a registration never stands without its email); undefined when the invitation was
 * already used or does not match.
 */
export async function registerOwner(db: Db, id: number, invitation: Invitation, values: RegistrationValues, publicUrl: string) {
  return db.transaction(async (tx) => {
    const user = await invitationRepository(tx).register(id, invitation, values);
    if (user) await queueMail(tx, [welcomeEmail(user, publicUrl)]);
    return user;
  });
}
