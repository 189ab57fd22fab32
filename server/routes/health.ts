// GET /api/health: whether the server is up and which database it runs on; 503 while the
// database cannot be reached (a load balancer or an operator reads this).
import type { FastifyInstance } from 'fastify';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../db/unavailable.ts';
import { pingDatabase } from '../repositories/database-status.ts';

const status = {
  type: 'object',
  required: ['status', 'database'],
  properties: { status: { type: 'string', enum: ['ok', 'unavailable'] }, database: { type: 'string' }, message: { type: 'string' } },
} as const;

export default async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/health',
    { schema: { tags: ['Health'], summary: 'Server and database status', security: [], response: { 200: status, 503: status } } },
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
}
