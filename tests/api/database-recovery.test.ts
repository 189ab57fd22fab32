// A database that goes away (a PostgreSQL restart, a terminated backend) must not end the
// process: requests meanwhile answer 503 with a readable message, and the next ones succeed.
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../server/db/connect.ts';
import { DATABASE_UNAVAILABLE } from '../../server/db/unavailable.ts';
import errors from '../../server/platform/http/errors.ts';
import { type TestApi, startApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const driverFailures: [string, object][] = [
  ['a backend ended by the administrator (57P01)', { code: '57P01', message: 'terminating connection due to administrator command' }],
  ['a server still starting (57P03)', { code: '57P03', message: 'the database system is starting up' }],
  ['a broken connection (08006)', { code: '08006', message: 'connection failure' }],
  ['a refused connection', { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' }],
  ['a reset connection', { code: 'ECONNRESET', message: 'read ECONNRESET' }],
  ['a socket ended mid-query', { message: 'Connection terminated unexpectedly' }],
  ['a full pool', { message: 'timeout exceeded when trying to connect' }],
];

describe('a database that cannot be reached', () => {
  it.each(driverFailures)('answers 503 with the message for %s, also when drizzle wraps it', async (_what, fields) => {
    const app = Fastify({ logger: false });
    await app.register(errors);
    app.get('/plain', async () => Promise.reject(Object.assign(new Error(), fields)));
    app.get('/wrapped', async () => Promise.reject(new Error('Failed query: select 1', { cause: Object.assign(new Error(), fields) })));
    for (const url of ['/plain', '/wrapped']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: DATABASE_UNAVAILABLE });
    }
    await app.close();
  });

  it('keeps other failures a 500 that says nothing of the cause', async () => {
    const app = Fastify({ logger: false });
    await app.register(errors);
    app.get('/', async () => Promise.reject(Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' })));
    const response = await app.inject('/');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('selec');
  });

  it('says so on the health check with 503', async () => {
    const execute = vi.spyOn(api.app.database.db, 'execute').mockRejectedValueOnce(Object.assign(new Error('terminating connection'), { code: '57P01' }));
    const health = await api.get('visitor', '/api/health');
    execute.mockRestore();
    expect(health).toEqual({ status: 503, body: { status: 'unavailable', database: api.kind, files: 'ok', message: DATABASE_UNAVAILABLE } });
    expect((await api.get('visitor', '/api/health')).status).toBe(200);
  });

  it('says at start which server could not be reached', async () => {
    const start = openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/mygwm' });
    await expect(start).rejects.toThrow(
      'could not reach the PostgreSQL server at 127.0.0.1:1 (connect ECONNREFUSED 127.0.0.1:1). Is it running, and does DATABASE_URL name it?',
    );
  });
});

// Only a PostgreSQL server has connections to end; PGlite runs inside the process.
// PGlite has no server connections to end: this part runs where npm test points the API tests at PostgreSQL.
if (process.env.TEST_DATABASE_URL)
  describe('PostgreSQL ending every connection of the app', () => {
    it('does not crash the app, and the next requests succeed', async () => {
      // Fill the pool with idle connections, then end them all from outside, as a restart does.
      const before = await Promise.all(Array.from({ length: 6 }, () => api.get('owner', '/api/user')));
      expect(before.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
      const { rows } = (await api.app.database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const ended = await admin.query('SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1', [
        rows[0]!.name,
      ]);
      await admin.end();
      expect(ended.rows[0].n).toBeGreaterThan(0);
      // The pool hears of each ended connection on its own; give those events a moment to arrive.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const after = await Promise.all(Array.from({ length: 6 }, () => api.get('owner', '/api/user')));
      expect(after.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(after[0]!.body.data.email).toBe('olive@test.example');
    });
  });
