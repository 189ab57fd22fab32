// Email through an SMTP server (SMTP_URL, such as smtp://user:pass@host:587 or smtps://...).
import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}
