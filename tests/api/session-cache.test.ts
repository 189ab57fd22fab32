// Servers keep the user behind a token in memory (queries/session-cache.ts), and nothing a
// user or token change makes stale is ever answered from it: this server's own changes are
// heard before their answer, a change made straight in the database (psql, a cascade) before the
// next request, and on PostgreSQL another server's change within moments.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/core/config.ts';
import { type Database, openDatabase } from '../../server/db/connect.ts';
import { accessTokens, users } from '../../server/generated/tables.ts';
import { sha256 } from '../../server/core/secrets.ts';
import { PASSWORD, type TestApi, startApi } from './harness.ts';
import { recordStatements } from './recorded-statements.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const asksForSession = (sent: string[]) => sent.filter((text) => text.includes('"access_tokens"')).length;

async function signIn(app: FastifyInstance = api.app): Promise<string> {
  const reply = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'olive@test.example', password: PASSWORD } });
  expect(reply.statusCode).toBe(200);
  return reply.json().access_token as string;
}

const me = (token: string, app: FastifyInstance = api.app) => app.inject({ url: '/api/user', headers: { authorization: `Bearer ${token}` } });

describe('the session kept in memory', () => {
  it('is looked up once for a token, then answered without the database', async () => {
    const token = await signIn();
    const first = await recordStatements(api.app.database, () => me(token));
    expect(first.result.statusCode).toBe(200);
    expect(asksForSession(first.sent)).toBe(1);
    const second = await recordStatements(api.app.database, () => me(token));
    expect(second.result.json()).toEqual(first.result.json());
    expect(second.sent).toEqual([]);
  });

  it('ends with sign-out, at once', async () => {
    const token = await signIn();
    expect((await me(token)).statusCode).toBe(200);
    const out = await api.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${token}` } });
    expect(out.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('shows a change to the user made through the API in the next answer', async () => {
    const token = await signIn();
    expect((await me(token)).json()).toMatchObject({ data: { firstname: 'Olive' } });
    const details = {
      firstname: 'Olivia',
      lastname: 'Owner',
      email: 'olive@test.example',
      mobile_phone: '0491 570 158',
      address_line_1: '9 Harbour Road',
      suburb: 'Manly',
      state: 'NSW',
      postcode: '2095',
    };
    const changed = await api.app.inject({ method: 'PUT', url: '/api/users/update', payload: details, headers: { authorization: `Bearer ${token}` } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(token)).json()).toMatchObject({ data: { firstname: 'Olivia' } });
  });

  it('shows a change made straight in the database, a demotion and a token cut short', async () => {
    const token = await signIn();
    const [admin] = await api.app.database.db.select().from(users).where(eq(users.id, api.ids.admin));
    expect((await api.get('admin', '/api/users?per_page=1')).status).toBe(200);
    await api.app.database.db.update(users).set({ role: 'USER' }).where(eq(users.id, api.ids.admin));
    try {
      expect((await api.get('admin', '/api/users?per_page=1')).status).toBe(403);
    } finally {
      await api.app.database.db.update(users).set({ role: admin!.role }).where(eq(users.id, api.ids.admin));
    }
    expect((await me(token)).statusCode).toBe(200);
    await api.app.database.db
      .update(accessTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.token_hash, sha256(token)));
    expect((await me(token)).statusCode).toBe(401);
  });

  it('forgets a deleted user’s sessions', async () => {
    const [row] = await api.app.database.db
      .insert(users)
      .values({ firstname: 'Gone', lastname: 'Soon', email: 'gone@test.example', role: 'USER', registered: true })
      .returning({ id: users.id });
    const { token } = await api.app.tokens.issue(row!.id);
    expect((await me(token)).statusCode).toBe(200);
    expect((await api.del('admin', `/api/users/${row!.id}`)).status).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });
});

// A second server with its own connections: PGlite is one process, so only PostgreSQL has one.
if (process.env.TEST_DATABASE_URL)
  describe('the session kept by another server', () => {
    let database: Database;
    let second: FastifyInstance;
    beforeAll(async () => {
      const url = new URL(api.databaseUrl!);
      url.searchParams.set('application_name', 'second-server');
      database = await openDatabase({ databaseUrl: url.toString(), onConnectionError: () => {} });
      second = await buildApp({ config: { ...loadConfig({}), dataDir: undefined, demoData: false }, database, logger: false });
      await second.ready();
    });
    afterAll(async () => {
      await second.close();
      await database.close();
    });

    /** The second server's answer once it settles, asked for at most two seconds. */
    async function settles(token: string, status: number): Promise<number> {
      const until = Date.now() + 2000;
      let answer = (await me(token, second)).statusCode;
      while (answer !== status && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        answer = (await me(token, second)).statusCode;
      }
      return answer;
    }

    /** Whether the second server comes to answer for the token without the database, within a few requests. */
    async function keptBySecond(token: string): Promise<boolean> {
      for (let run = 0; run < 5; run++) {
        const { sent, result } = await recordStatements(database, () => me(token, second));
        expect(result.statusCode).toBe(200);
        if (sent.length === 0) return true;
      }
      return false;
    }

    it('ends when the user signs out on this one', async () => {
      const token = await signIn();
      expect(await keptBySecond(token)).toBe(true);
      await api.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${token}` } });
      expect(await settles(token, 401)).toBe(401);
    });

    it('forgets what it kept when its connections end, and hears changes again once it has new ones', async () => {
      const token = await signIn();
      expect(await keptBySecond(token)).toBe(true);
      // As a PostgreSQL restart would, for the second server alone.
      await api.app.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'second-server'`,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      const asked = await recordStatements(database, () => me(token, second));
      expect(asked.result.statusCode).toBe(200);
      expect(asksForSession(asked.sent)).toBe(1);
      expect(await keptBySecond(token)).toBe(true);
      await api.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${token}` } });
      expect(await settles(token, 401)).toBe(401);
    });
  });
