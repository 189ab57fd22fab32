// How the portal sends email (docs/decisions.md, "Systems outside ours"). Every message is first a row
// of the outbox (repositories/outbox.ts), written with the change it tells of; the sender
// (sender.ts) then hands each to one small interface with two implementations: an SMTP server
// through nodemailer when SMTP_URL is set (smtp.ts), else the outbox row itself is the delivered
// message and a log line says so, so a developer on one machine can still follow the links (kept.ts).

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[] | null;
}

export interface Mailer {
  /** Sends the message, or throws with the reason it could not. */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
