// Puts the mailer on the app as app.mailer: SMTP when the config names a server, else the outbox.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Mailer } from './mailer.ts';
import { outboxMailer } from './outbox.ts';
import { smtpMailer } from './smtp.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

async function mailerPlugin(app: FastifyInstance, { config }: { config: Config }) {
  const { smtpUrl, from } = config.mail;
  const mailer = smtpUrl ? smtpMailer(smtpUrl, from) : outboxMailer(app.database.db, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.close());
}

export default fp(mailerPlugin, { name: 'mailer', dependencies: ['database'] });
