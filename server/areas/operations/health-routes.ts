// The health checks, public: GET /api/health (the server and which database, 503 while the
// database cannot be reached), GET /api/health/live (the process answers: an orchestrator restarts
// it when not) and GET /api/health/ready (it should be sent requests: the database answers and has
// every migration of this build, the file store answers, and the server is not stopping; a
// balancer sends none while it says 503). README, "Running in production".
import type { FastifyInstance } from 'fastify';
import { latestMigration } from '../../db/connect.ts';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../../db/unavailable.ts';
import { lastMigrationApplied, pingDatabase } from '../../queries/database-status.ts';
import type { Readiness } from '../../../shared/generated/types.ts';

type Reason = NonNullable<Readiness['reason']>;

/** What each reason of schemas/answers/readiness.json says. */
const REASONS: Record<Reason, string> = {
  stopping: 'The server is stopping.',
  database: DATABASE_UNAVAILABLE,
  migrations: 'The database lacks migrations this server needs.',
  files: 'The file store cannot be reached just now.',
};

/** A key of no file: reading it asks the store without finding anything, and throws only when the store cannot be reached. */
const PROBE_KEY = 'health/ready-probe.txt';

export default async function healthRoutes(app: FastifyInstance) {
  const tags = ['Health'];
  const needed = latestMigration();

  app.get(
    '/health',
    { schema: { tags, summary: 'Server and database status', security: [], response: { 200: { $ref: 'HealthStatus#' }, 503: { $ref: 'HealthStatus#' } } } },
    async (_request, reply) => {
      try {
        await pingDatabase(app.database.db);
        return { status: 'ok', database: app.database.kind };
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        return reply.status(503).send({ status: 'unavailable', database: app.database.kind, message: DATABASE_UNAVAILABLE });
      }
    },
  );

  app.get(
    '/health/live',
    { schema: { tags, summary: 'The process answers (liveness)', security: [], response: { 200: { $ref: 'HealthLive#' } } } },
    async () => ({
      status: 'live' as const,
    }),
  );

  /** Why the server should not be sent requests now, or undefined when it should. */
  async function notReady(): Promise<Reason | undefined> {
    if (app.lifecycle.stopping) return 'stopping';
    try {
      if ((await lastMigrationApplied(app.database.db)) < needed) return 'migrations';
    } catch (error) {
      // Any failure here means requests would fail too; the log says which when it is not the usual outage.
      if (!isDatabaseUnavailable(error)) app.log.warn({ err: error }, 'the database did not answer the ready check');
      return 'database';
    }
    const filesAnswer = await app.files.stat(PROBE_KEY).then(
      () => true,
      (error: unknown) => (app.log.warn({ err: error }, 'the file store did not answer the ready check'), false),
    );
    return filesAnswer ? undefined : 'files';
  }

  app.get(
    '/health/ready',
    {
      schema: {
        tags,
        summary: 'Whether to send this server requests (readiness)',
        security: [],
        response: { 200: { $ref: 'Readiness#' }, 503: { $ref: 'Readiness#' } },
      },
    },
    async (_request, reply) => {
      const reason = await notReady();
      if (!reason) return { status: 'ready' as const };
      return reply.status(503).send({ status: 'unavailable', reason, message: REASONS[reason] });
    },
  );
}
