// The embedded default: no email leaves the machine. Each message is kept in the outbox table
// (the back office's Outbox); the log says to whom and what about, never the text, whose links
// (a password reset's) would let anyone who reads the log in.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect.ts';
import { outboxMessages } from '../generated/tables.ts';
import type { Mailer } from './mailer.ts';

export function outboxMailer(db: Db, log: FastifyBaseLogger): Mailer {
  return {
    async send(message) {
      await db.insert(outboxMessages).values(message);
      log.info({ mail: { to: message.to, subject: message.subject } }, `Email to ${message.to} kept in the outbox (SMTP_URL is not set): ${message.subject}`);
    },
    async close() {},
  };
}
