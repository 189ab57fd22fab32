// The reset link a test owner received: the outbox delivers what is due to the test's SMTP inbox,
// as the link is made only as its email goes out (platform/mail/sender.ts).
import { expect } from 'vitest';
import type { SmtpInbox } from '../support/smtp-inbox.ts';
import type { TestApi } from './harness.ts';

/** The newest reset link mailed to this address, and its token. */
export async function emailedResetLink(api: TestApi, inbox: SmtpInbox, email: string): Promise<{ link: URL; token: string }> {
  await api.app.outbox.deliverDue();
  const mail = inbox.messages.findLast((message) => message.envelopeTo.includes(email));
  const found = mail && /https?:\/\/\S+\/resetpassword\/\S+/.exec(mail.text);
  if (!found) throw new Error(`No reset link was mailed to ${email}`);
  const link = new URL(found[0]);
  expect(link.searchParams.get('email')).toBe(email);
  return { link, token: decodeURIComponent(link.pathname.split('/').pop()!) };
}
