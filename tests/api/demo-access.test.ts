// The README's demo passwords work only on a local demo (loopback HOST and PUBLIC_URL, no proxy).
// A start that looks public makes no demo accounts unless DEMO_DATA=1 asks, and then with
// passwords made at start; demo accounts an earlier local start made lose the README's.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Config, loadConfig } from '../../server/core/config.ts';
import { users } from '../../server/generated/tables.ts';
import { demoPlan, isLocalDemo, isLoopback } from '../../server/seed/demo-access.ts';
import { ADMIN, ADMIN_PASSWORD, DEALER_PASSWORD, DEALER_STAFF, DEMO_OWNERS, OWNER_PASSWORD } from '../../server/seed/demo/people.ts';
import { seed } from '../../server/seed/index.ts';
import { type TestApi, startApi } from './harness.ts';

let api: TestApi;
beforeEach(async () => {
  api = await startApi();
  // seed() loads the demo only into an empty database: take the harness's people away.
  await api.app.database.db.delete(users);
});
afterEach(() => api.close());

// The usual deployment: the server on loopback behind a reverse proxy on the same machine.
const BEHIND_PROXY = { TRUST_PROXY: '1', PUBLIC_URL: 'https://owners.gwm.example' };

const logger = () => ({ info: vi.fn(), warn: vi.fn() });
const start = async (env: Record<string, string>) => {
  const log = logger();
  const config: Config = { ...loadConfig(env), dataDir: undefined };
  const seeded = await seed(api.app.database.db, api.app.files, config, log as unknown as FastifyBaseLogger);
  return { ...seeded, warnings: log.warn.mock.calls.flat().join('\n') };
};
const signIn = (username: string, password: string) => api.post('visitor', '/api/login', { username, password });
const everyone = () => api.app.database.db.select({ email: users.email }).from(users);

describe('the demo accounts', () => {
  it('sign in with the README passwords on a local demo, the default start', async () => {
    const { demoAccounts } = await start({});
    expect(demoAccounts.map((a) => [a.email, a.password])).toEqual([
      [ADMIN.email, ADMIN_PASSWORD],
      [DEMO_OWNERS.au, OWNER_PASSWORD],
      [DEMO_OWNERS.nz, OWNER_PASSWORD],
      [DEALER_STAFF.email, DEALER_PASSWORD],
    ]);
    expect((await signIn(ADMIN.email, ADMIN_PASSWORD)).body).toMatchObject({ status: 'success', role: 'ADMIN' });
    expect((await signIn(DEMO_OWNERS.au, OWNER_PASSWORD)).body).toMatchObject({ status: 'success', role: 'USER' });
  });

  for (const [what, env] of [
    ['behind a proxy with an https PUBLIC_URL, HOST on loopback', BEHIND_PROXY],
    ['with TRUST_PROXY alone', { TRUST_PROXY: '10.0.0.0/8' }],
    ['with a public PUBLIC_URL alone', { PUBLIC_URL: 'http://192.168.1.10:3000' }],
    ['listening on every address', { HOST: '0.0.0.0' }],
  ] as const) {
    it(`are not made ${what}, and the start says how to get an administrator`, async () => {
      const { demoAccounts, hasAdmin, warnings } = await start(env);
      expect(demoAccounts).toEqual([]);
      expect(await everyone()).toEqual([]);
      expect(hasAdmin).toBe(false);
      expect(warnings).toMatch(/set ADMIN_EMAIL and ADMIN_PASSWORD/);
      expect((await signIn(ADMIN.email, ADMIN_PASSWORD)).status).toBe(401);
    });
  }

  it('get passwords made at start when DEMO_DATA=1 asks for the demo on a public server', async () => {
    const { demoAccounts } = await start({ ...BEHIND_PROXY, DEMO_DATA: '1' });
    expect(demoAccounts.map((a) => a.email)).toEqual([ADMIN.email, DEMO_OWNERS.au, DEMO_OWNERS.nz, DEALER_STAFF.email]);
    for (const { email, password } of demoAccounts) {
      expect([ADMIN_PASSWORD, OWNER_PASSWORD, DEALER_PASSWORD]).not.toContain(password);
      expect(password.length).toBeGreaterThanOrEqual(16);
      expect((await signIn(email, password)).body).toMatchObject({ status: 'success' });
    }
    expect((await signIn(ADMIN.email, ADMIN_PASSWORD)).status).toBe(401);
    expect((await signIn(DEMO_OWNERS.nz, OWNER_PASSWORD)).status).toBe(401);
    // A second start prints nothing: the passwords were shown once.
    expect((await start({ ...BEHIND_PROXY, DEMO_DATA: '1' })).demoAccounts).toEqual([]);
    expect((await signIn(demoAccounts[0]!.email, demoAccounts[0]!.password)).status).toBe(200);
  });

  it('lose the README passwords and their sessions when a later start is public', async () => {
    await start({});
    const admin = await signIn(ADMIN.email, ADMIN_PASSWORD);
    const owner = await signIn(DEMO_OWNERS.au, OWNER_PASSWORD);
    const { warnings } = await start(BEHIND_PROXY);
    expect(warnings).toMatch(/demo accounts no longer sign in with the README's passwords/);
    expect((await signIn(ADMIN.email, ADMIN_PASSWORD)).status).toBe(401);
    expect((await signIn(DEMO_OWNERS.au, OWNER_PASSWORD)).status).toBe(401);
    for (const session of [admin, owner]) {
      const me = await api.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${session.body.access_token}` } });
      expect(me.statusCode).toBe(401);
    }
  });

  it('leave the administrator to ADMIN_EMAIL, on a local demo too', async () => {
    const { demoAccounts, hasAdmin } = await start({ ADMIN_EMAIL: 'boss@dealer.example', ADMIN_PASSWORD: 'a long secret' });
    expect(demoAccounts.map((a) => a.role)).toEqual(['USER', 'USER', 'DEALER']);
    expect(hasAdmin).toBe(true);
    expect(await api.app.database.db.select().from(users).where(eq(users.email, ADMIN.email))).toEqual([]);
    const boss = await signIn('boss@dealer.example', 'a long secret');
    expect(boss.body).toMatchObject({ status: 'success', role: 'ADMIN' });
  });

  it('are never loaded with DEMO_DATA=0, and DEMO_DATA takes 0 or 1 only', async () => {
    await start({ DEMO_DATA: '0' });
    expect(await everyone()).toEqual([]);
    expect(() => loadConfig({ DEMO_DATA: 'yes' })).toThrow('DEMO_DATA is 1 (load the demo) or 0 (never), found "yes"');
  });

  it('count only loopback addresses as this machine', () => {
    expect(['127.0.0.1', 'localhost', '::1', '[::1]', '127.0.0.2'].map(isLoopback)).toEqual([true, true, true, true, true]);
    expect(['0.0.0.0', '::', '192.168.1.10', 'example.com', '127.0.0.1.example.com'].map(isLoopback)).toEqual([false, false, false, false, false]);
    expect(isLocalDemo(loadConfig({ PUBLIC_URL: 'http://[::1]:3000' }))).toBe(true);
    expect(isLocalDemo(loadConfig({ PUBLIC_URL: 'http://localhost.example.com' }))).toBe(false);
    expect(demoPlan(loadConfig({ DEMO_DATA: '1', HOST: '0.0.0.0' })).passwords.published).toBe(false);
  });
});
