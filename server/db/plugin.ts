// Opens the database named by the config, migrated, as app.database; closes it with the app.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../core/config.ts';
import { type Database, openDatabase } from './connect.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

async function databasePlugin(app: FastifyInstance, options: { config: Config; database?: Database }) {
  const onConnectionError = (error: Error) => app.log.warn({ err: error }, 'PostgreSQL ended a pooled connection; the next query opens a new one');
  const database = options.database ?? (await openDatabase({ ...options.config, onConnectionError }));
  app.decorate('database', database);
  if (!options.database) app.addHook('onClose', () => database.close());
}

export default fp(databasePlugin, { name: 'database' });
