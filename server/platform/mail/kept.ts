// The embedded default: no email leaves the machine. The outbox row is the record of the message
// (the back office's Outbox shows its text, with no usable link: platform/mail/sender.ts makes a reset link
// only as the email goes out). The email as sent, link included, is written to the kept mail
// folder (DATA_DIR/mail) as an .eml file any mail program opens, so a developer on one machine
// can follow it; the log names the file, never the text, whose links would let its readers in.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Mailer } from './mailer.ts';

export function keptMailer(log: FastifyBaseLogger, from: string, folder: string | undefined): Mailer {
  // nodemailer (4 MB of heap) is loaded by the first email kept, not at start.
  let composer: Transporter | undefined;
  const composerNow = async () => (composer ??= (await import('nodemailer')).default.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
  return {
    async send(message) {
      const about = { mail: { to: message.to, subject: message.subject } };
      if (!folder) {
        log.info(about, `Email to ${message.to} recorded in the outbox (SMTP_URL is not set): ${message.subject}`);
        return;
      }
      const { message: eml } = await (await composerNow()).sendMail({ from, ...message, attachments: message.attachments ?? undefined });
      const file = join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.to.replace(/[^\w.@-]/g, '_')}.eml`);
      await mkdir(folder, { recursive: true });
      await writeFile(file, eml as Buffer, { mode: 0o600 });
      log.info({ ...about, file }, `Email to ${message.to} kept in ${file} (SMTP_URL is not set): ${message.subject}`);
    },
    async close() {
      composer?.close();
    },
  };
}
