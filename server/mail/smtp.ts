// Email through an SMTP server (SMTP_URL, such as smtp://user:pass@host:587 or smtps://...).
// Every wait is bounded, so one conversation ends well within the sender's lease (backoff.ts):
// nodemailer's own defaults would wait up to ten minutes on a server that stops answering.
import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message, attachments: message.attachments ?? undefined });
    },
    async close() {
      transport.close();
    },
  };
}
