// The liveness and readiness checks (README, "Running in production"): live answers while the
// process does; ready answers 503 with its reason while the database cannot be reached or lacks a
// migration, and from the moment the server is stopping; a file store that cannot be reached leaves
// it ready (only its files are refused) and shows on the health check.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASE_UNAVAILABLE } from '../../server/db/unavailable.ts';
import { type TestApi, startApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const unavailable = (reason: string, message: string) => ({ status: 503, body: { status: 'unavailable', reason, message } });

describe('the health checks', () => {
  it('says live and ready to a visitor', async () => {
    expect(await api.get('visitor', '/api/health/live')).toEqual({ status: 200, body: { status: 'live' } });
    expect(await api.get('visitor', '/api/health/ready')).toEqual({ status: 200, body: { status: 'ready' } });
    expect(await api.get('visitor', '/api/health')).toEqual({ status: 200, body: { status: 'ok', database: api.kind, files: 'ok' } });
  });

  it('is not ready while the database cannot be reached, and is again once it answers', async () => {
    const execute = vi.spyOn(api.app.database.db, 'execute').mockRejectedValueOnce(Object.assign(new Error('terminating connection'), { code: '57P01' }));
    const ready = await api.get('visitor', '/api/health/ready');
    execute.mockRestore();
    expect(ready).toEqual(unavailable('database', DATABASE_UNAVAILABLE));
    expect((await api.get('visitor', '/api/health/ready')).status).toBe(200);
  });

  it('is not ready on a database without the newest migration', async () => {
    const execute = vi.spyOn(api.app.database.db, 'execute').mockResolvedValueOnce({ rows: [{ last: '1' }] } as never);
    const ready = await api.get('visitor', '/api/health/ready');
    execute.mockRestore();
    expect(ready).toEqual(unavailable('migrations', 'The database lacks migrations this server needs.'));
  });

  it('stays ready while the file store cannot be reached, which the health check and the metrics say', async () => {
    const down = () => vi.spyOn(api.app.files, 'stat').mockRejectedValueOnce(Object.assign(new Error('connect ETIMEDOUT'), { code: 'ETIMEDOUT' }));
    let stat = down();
    const ready = await api.get('visitor', '/api/health/ready');
    stat.mockRestore();
    expect(ready).toEqual({ status: 200, body: { status: 'ready' } });
    stat = down();
    const health = await api.get('visitor', '/api/health');
    stat.mockRestore();
    expect(health).toEqual({
      status: 503,
      body: { status: 'unavailable', database: api.kind, files: 'unavailable', message: 'The file store cannot be reached just now.' },
    });
    expect((await api.get('visitor', '/api/health')).status).toBe(200);
  });

  it('is not ready from the moment the server is stopping, while it still answers', async () => {
    api.app.lifecycle.beginStop();
    expect(await api.get('visitor', '/api/health/ready')).toEqual(unavailable('stopping', 'The server is stopping.'));
    expect(await api.get('visitor', '/api/health/live')).toEqual({ status: 200, body: { status: 'live' } });
    expect((await api.get('owner', '/api/user')).status).toBe(200);
  });
});
