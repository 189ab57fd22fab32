// How the portal sends email (decisions.md, "Systems outside ours"): one small interface with two
// implementations, an SMTP server through nodemailer when SMTP_URL is set (smtp.ts), else the
// outbox table and a log line, so a developer on one machine can still follow the links (outbox.ts).

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** Sends the message, or throws with the reason it could not. */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
