// What an email is, as the outbox queues it and the sender sends it: the queries that write the
// outbox and the areas that compose emails share this shape with the mail platform below them.

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
