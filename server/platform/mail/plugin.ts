// Puts the outbox on the app as app.outbox, delivering through SMTP when the config names a server,
// else keeping each message as delivered (kept.ts). Use cases queue mail in their own transactions
// (queries/outbox.ts, queueMail) and routes then wake the outbox job, whose work `delivery` is
// (server/jobs.ts); the mailer closes with the app, after the job's last run.
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../core/config.ts';
import { outboxRepository } from '../../queries/outbox.ts';
import { keptMailer } from './kept.ts';
import type { Clock } from '../jobs/job.ts';
import { OUTBOX_JOB, type OutboxSender, outboxSender } from './sender.ts';
import { smtpMailer } from './smtp.ts';

export interface Outbox {
  /** Who makes the links of one kind of minted_link (areas register theirs as they load). */
  mintLinks: OutboxSender['mintLinks'];
  /** Asks the outbox job for a delivery round soon (after a request queued mail); never throws. */
  wake(): void;
  /** Runs a delivery round now, after any under way here (as at `clock`); answers how many were sent. */
  deliverDue(clock?: Clock): Promise<number>;
  /** The outbox job's work and what it hands back at a stop (server/jobs.ts). */
  delivery: Pick<OutboxSender, 'deliver' | 'handBack'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
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
  app.decorate('outbox', {
    mintLinks: sender.mintLinks,
    wake: () => app.jobs.wake(OUTBOX_JOB),
    deliverDue: async (clock?: Clock) => (await app.jobs.run(OUTBOX_JOB, clock)) ?? 0,
    delivery: sender,
  });
  // Registered before the jobs, so closed after them (onClose hooks run last first): the last round has ended or handed back.
  app.addHook('onClose', async () => mailer.close());
}

export default fp(outboxPlugin, { name: 'outbox', dependencies: ['database'] });
