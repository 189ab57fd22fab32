// How the portal sends email (docs/decisions.md, "Systems outside ours"). Every message is first a row
// of the outbox (queries/outbox.ts), written with the change it tells of; the sender
// (sender.ts) then hands each to one small interface with two implementations: an SMTP server
// through nodemailer when SMTP_URL is set (smtp.ts), else the outbox row itself is the delivered
// message and a log line says so, so a developer on one machine can still follow the links (kept.ts).

import type { MailMessage } from '../../core/mail-message.ts';

export interface Mailer {
  /** Sends the message, or throws with the reason it could not. */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
