// Email through an SMTP server (SMTP_URL, such as smtp://user:pass@host:587 or smtps://...).
// Every wait is bounded, so one conversation ends well within the sender's lease (backoff.ts):
// nodemailer's own defaults would wait up to ten minutes on a server that stops answering.
import type { Transporter } from 'nodemailer';
import type { Mailer } from './mailer.ts';

export function smtpMailer(url: string, from: string): Mailer {
  // nodemailer (4 MB of heap) is loaded by the first email sent, not at start.
  let transport: Transporter | undefined;
  const transportNow = async () =>
    (transport ??= (await import('nodemailer')).default.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }));
  return {
    async send(message) {
      await (await transportNow()).sendMail({ from, ...message, attachments: message.attachments ?? undefined });
    },
    async close() {
      transport?.close();
    },
  };
}
