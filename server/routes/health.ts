// GET /api/health: whether the server is up and which database it runs on.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { schema: { tags: ['Health'], summary: 'Server and database status', security: [] } }, async () => {
    await app.database.db.execute(sql`select 1`);
    return { status: 'ok', database: app.database.kind };
  });
}
