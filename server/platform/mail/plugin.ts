// Puts the outbox sender on the app as app.outbox, delivering through SMTP when the config names a
// server, else keeping each message as delivered (kept.ts). Routes queue mail in their own
// transactions (queries/outbox.ts, queueMail) and then wake it; it stops with the app.
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../core/config.ts';
import { outboxRepository } from '../../queries/outbox.ts';
import { keptMailer } from './kept.ts';
import { type OutboxSender, outboxSender } from './sender.ts';
import { smtpMailer } from './smtp.ts';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxSender;
  }
}

/** The password of SMTP_URL, kept out of the errors staff read. */
function smtpPassword(smtpUrl: string): string {
  try {
    return decodeURIComponent(new URL(smtpUrl).password);
  } catch {
    return '';
  }
}

async function outboxPlugin(app: FastifyInstance, { config }: { config: Config }) {
  const { smtpUrl, from } = config.mail;
  // Kept mail goes beside the embedded database; tests, with no data folder, keep none.
  const mailer = smtpUrl ? smtpMailer(smtpUrl, from) : keptMailer(app.log, from, config.dataDir && join(config.dataDir, 'mail'));
  const sender = outboxSender(outboxRepository(app.database.db), mailer, app.log, smtpUrl ? [smtpPassword(smtpUrl)] : []);
  app.decorate('outbox', sender);
  app.addHook('onReady', async () => sender.start());
  app.addHook('onClose', async () => {
    await sender.stop(app.lifecycle.deadline());
    await mailer.close();
  });
}

export default fp(outboxPlugin, { name: 'outbox', dependencies: ['database', 'lifecycle'] });
