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
  /**
   * A link that would be a secret at rest (a password reset's): the text holds LINK_PLACEHOLDER,
   * and the sender asks the minter of this kind for a new link on every try (sender.ts).
   */
  minted_link?: MintedLink | null;
}

/** What a message names to have its link made as it goes out: a kind and a record id (password-reset:42). */
export type MintedLink = `${string}:${number}`;

/** Where a minted link goes in the stored text: what staff read in the Outbox instead of it. */
export const LINK_PLACEHOLDER = '[a link made as this email is sent, never kept]';

export interface Mailer {
  /** Sends the message, or throws with the reason it could not. */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
