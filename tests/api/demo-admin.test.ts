// The demo administrator, whose password the README prints, exists only on a demo bound to
// loopback without ADMIN_EMAIL; a public start makes none, says how to get one, and takes the
// README's password from one an earlier loopback start made.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Config, loadConfig } from '../../server/config.ts';
import { users } from '../../server/generated/tables.ts';
import { demoAdminAllowed, isLoopback } from '../../server/seed/demo-admin.ts';
import { ADMIN, ADMIN_PASSWORD } from '../../server/seed/demo/people.ts';
import { seed } from '../../server/seed/index.ts';
import { type TestApi, startApi } from './harness.ts';

let api: TestApi;
beforeEach(async () => {
  api = await startApi();
  // seed() loads the demo only into an empty database: take the harness's people away.
  await api.app.database.db.delete(users);
});
afterEach(() => api.close());

const logger = () => ({ info: vi.fn(), warn: vi.fn() });
const start = (env: Record<string, string>, log = logger()) => {
  const config: Config = { ...loadConfig({ DEMO_DATA: '1', ...env }), dataDir: undefined };
  return seed(api.app.database.db, api.app.files, config, log as unknown as FastifyBaseLogger).then(() => log);
};
const signIn = (password: string) => api.post('visitor', '/api/login', { username: ADMIN.email, password });

describe('the demo administrator', () => {
  it('is made on loopback, the default HOST, and loses the README password when a later start listens on every address', async () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    await start({});
    const login = await signIn(ADMIN_PASSWORD);
    expect(login.body).toMatchObject({ status: 'success', role: 'ADMIN' });

    const log = await start({ HOST: '0.0.0.0' });
    expect((await signIn(ADMIN_PASSWORD)).status).toBe(401);
    const me = await api.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${login.body.access_token}` } });
    expect(me.statusCode).toBe(401);
    expect(log.warn.mock.calls.flat().join('\n')).toMatch(/Set ADMIN_EMAIL and ADMIN_PASSWORD/);
  });

  it('is not made on a public address: the demo starts without an administrator and warns how to get one', async () => {
    const log = await start({ HOST: '0.0.0.0' });
    expect(await api.app.database.db.select().from(users).where(eq(users.email, ADMIN.email))).toEqual([]);
    expect((await api.app.database.db.select().from(users)).length).toBeGreaterThan(5);
    expect(log.warn).toHaveBeenCalledWith(
      expect.stringContaining('No administrator: the demo administrator (whose password is in the README) is made only when HOST is 127.0.0.1'),
    );
  });

  it('is replaced by ADMIN_EMAIL, on loopback too', async () => {
    await start({ ADMIN_EMAIL: 'boss@dealer.example', ADMIN_PASSWORD: 'a long secret' });
    expect((await signIn(ADMIN_PASSWORD)).status).toBe(401);
    const boss = await api.post('visitor', '/api/login', { username: 'boss@dealer.example', password: 'a long secret' });
    expect(boss.body).toMatchObject({ status: 'success', role: 'ADMIN' });
  });

  it('counts only loopback addresses as this machine', () => {
    expect(['127.0.0.1', 'localhost', '::1', '[::1]', '127.0.0.2'].map(isLoopback)).toEqual([true, true, true, true, true]);
    expect(['0.0.0.0', '::', '192.168.1.10', 'example.com', '127.0.0.1.example.com'].map(isLoopback)).toEqual([false, false, false, false, false]);
    expect(demoAdminAllowed({ host: '127.0.0.1', admin: { email: 'a@b.example', password: 'x'.repeat(8) } })).toBe(false);
  });
});
