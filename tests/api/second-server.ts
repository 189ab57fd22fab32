// A second server process on a test API's database, for the jobs that must send an email once
// whatever the number of servers: on PostgreSQL it has connections of its own; on PGlite it shares
// the first's database (one connection is all PGlite has).
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/core/config.ts';
import { openDatabase } from '../../server/db/connect.ts';
import type { TestApi } from './harness.ts';

export async function startSecondServer(api: TestApi): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const database = api.databaseUrl ? await openDatabase({ databaseUrl: api.databaseUrl, onConnectionError: () => {} }) : undefined;
  const app = await buildApp({ config: { ...loadConfig({}), dataDir: undefined, demoData: false }, database: database ?? api.app.database, logger: false });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database?.close();
    },
  };
}
