// The health checks, public: GET /api/health (the server, which database, and whether the database
// and the file store answer, 503 while either cannot be reached), GET /api/health/live (the process
// answers: an orchestrator restarts it when not) and GET /api/health/ready (it should be sent
// requests: the database answers and has every migration of this build, and the server is not
// stopping; a balancer sends none while it says 503). A file store that is down leaves the process
// ready: the requests for files answer 503 with Retry-After, every other request is served, where a
// readiness that followed the store would take every process out at once. README, "Running in production".
import type { FastifyInstance } from 'fastify';
import { latestMigration } from '../../db/connect.ts';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../../db/unavailable.ts';
import { fileStoreAnswers } from '../../platform/files/store.ts';
import { lastMigrationApplied, pingDatabase } from '../../queries/database-status.ts';
import type { Readiness } from '../../../shared/generated/types.ts';

type Reason = NonNullable<Readiness['reason']>;

/** What each reason of schemas/answers/readiness.json says. */
const REASONS: Record<Reason, string> = {
  stopping: 'The server is stopping.',
  database: DATABASE_UNAVAILABLE,
  migrations: 'The database lacks migrations this server needs.',
};

const FILES_UNAVAILABLE = 'The file store cannot be reached just now.';

export default async function healthRoutes(app: FastifyInstance) {
  const tags = ['Health'];
  const needed = latestMigration();

  /** Whether the database answers; an error other than its absence is the request's to answer. */
  const databaseAnswers = () =>
    pingDatabase(app.database.db).then(
      () => true,
      (error: unknown) => {
        if (!isDatabaseUnavailable(error)) throw error;
        return false;
      },
    );

  app.get(
    '/health',
    {
      schema: {
        tags,
        summary: 'Server, database and file store status',
        security: [],
        response: { 200: { $ref: 'HealthStatus#' }, 503: { $ref: 'HealthStatus#' } },
      },
    },
    async (_request, reply) => {
      const [databaseUp, filesUp] = await Promise.all([databaseAnswers(), fileStoreAnswers(app.files, app.log)]);
      const status = { database: app.database.kind, files: filesUp ? ('ok' as const) : ('unavailable' as const) };
      if (databaseUp && filesUp) return { status: 'ok', ...status };
      return reply.status(503).send({ status: 'unavailable', ...status, message: databaseUp ? FILES_UNAVAILABLE : DATABASE_UNAVAILABLE });
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
    return undefined;
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
