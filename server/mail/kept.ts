// The embedded default: no email leaves the machine. The outbox row is the delivered message (the
// back office's Outbox shows its text and links); the log says to whom and what about, never the
// text, whose links (a password reset's) would let anyone who reads the log in.
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailer.ts';

export function keptMailer(log: FastifyBaseLogger): Mailer {
  return {
    async send(message) {
      log.info({ mail: { to: message.to, subject: message.subject } }, `Email to ${message.to} kept in the outbox (SMTP_URL is not set): ${message.subject}`);
    },
    async close() {},
  };
}
