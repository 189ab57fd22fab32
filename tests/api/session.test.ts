import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, type TestApi, startApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe('sign-in', () => {
  it('answers success and a token that reads the user', async () => {
    const login = await api.post('visitor', '/api/login', { username: 'OLIVE@test.example', password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.status).toBe('success');
    const me = await api.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${login.body.access_token}` } });
    expect(me.json().data).toMatchObject({ email: 'olive@test.example', firstname: 'Olive', role: 'USER', state: 'NSW' });
    expect(me.json().data).not.toHaveProperty('password');
  });

  it('answers error with a readable message for a wrong password', async () => {
    const login = await api.post('visitor', '/api/login', { username: 'oscar@test.example', password: 'wrong password' });
    expect(login.status).toBe(401);
    expect(login.body).toEqual({ status: 'error', message: 'These credentials do not match our records.' });
  });

  it('names each missing field with the sign-in messages', async () => {
    const login = await api.post('visitor', '/api/login', { username: '', password: '' });
    expect(login.status).toBe(422);
    expect(login.body.errors).toEqual({ username: ['Email field is required'], password: ['Password field is required'] });
  });

  it('throttles repeated failures for one email', async () => {
    for (let i = 0; i < 5; i++) await api.post('visitor', '/api/login', { username: 'admin@test.example', password: `guess ${i}` });
    const blocked = await api.post('visitor', '/api/login', { username: 'admin@test.example', password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body.status).toBe('error');
    expect(blocked.body.message).toMatch(/Too many sign-in attempts/);
  });

  it('revokes the token on logout', async () => {
    const login = await api.post('visitor', '/api/login', { username: 'oscar@test.example', password: PASSWORD });
    const headers = { authorization: `Bearer ${login.body.access_token}` };
    expect((await api.app.inject({ method: 'POST', url: '/api/logout', headers })).statusCode).toBe(200);
    expect((await api.app.inject({ url: '/api/user', headers })).statusCode).toBe(401);
  });

  it('refuses a token past its expiry', async () => {
    const login = await api.post('visitor', '/api/login', { username: 'oscar@test.example', password: PASSWORD });
    const headers = { authorization: `Bearer ${login.body.access_token}` };
    expect((await api.app.inject({ url: '/api/user', headers })).statusCode).toBe(200);
    await api.app.database.db.execute(
      sql`update access_tokens set expires_at = now() - interval '1 minute' where expires_at > now() - interval '1 minute' and user_id = (select id from users where email = 'oscar@test.example')`,
    );
    expect((await api.app.inject({ url: '/api/user', headers })).statusCode).toBe(401);
  });

  it('tells the database kind on the health check', async () => {
    const health = await api.get('visitor', '/api/health');
    expect(health.body).toEqual({ status: 'ok', database: api.kind, files: 'ok' });
  });
});
