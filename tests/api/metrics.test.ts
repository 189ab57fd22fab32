// GET /metrics (README, "Running in production"): absent without METRICS_TOKEN; with it, 401
// without a bearer token and 403 with another one; the Prometheus families of requests by route
// pattern, the database pool, the outbox, the uploads, the jobs and the process, each request counted
// under its route's pattern rather than its URL.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queueMail } from '../../server/queries/outbox.ts';
import { type TestApi, startApi } from './harness.ts';

const TOKEN = 'metrics-token-for-the-tests';

let api: TestApi;
beforeAll(async () => {
  api = await startApi({ metricsToken: TOKEN });
});
afterAll(() => api.close());

const scrape = (authorization?: string) => api.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

describe('metrics', () => {
  it('are not there without a token', async () => {
    const plain = await startApi();
    try {
      const reply = await plain.get('visitor', '/metrics');
      expect(reply).toEqual({ status: 404, body: { message: 'There is nothing at /metrics.' } });
    } finally {
      await plain.close();
    }
  });

  it('refuse a caller without the token (401) or with another one (403)', async () => {
    const without = await scrape();
    expect(without.statusCode).toBe(401);
    expect(without.headers['www-authenticate']).toBe('Bearer');
    expect(without.json()).toEqual({ message: 'Send the metrics token: Authorization: Bearer <METRICS_TOKEN>.' });
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(403);
    expect((await scrape(`Bearer ${TOKEN.slice(1)}`)).statusCode).toBe(403);
    expect((await scrape(`Basic ${TOKEN}`)).statusCode).toBe(401);
  });

  it('count requests under their route pattern, with the pool, the backlog and the process', async () => {
    const owner = await api.get('admin', `/api/users/${api.ids.owner}`);
    expect(owner.status).toBe(200);
    // Queued for later, so no sender takes it before the scrape.
    await queueMail(api.app.database.db, [{ to: 'later@test.example', subject: 'Later', text: 'Hello' }], new Date(Date.now() + 3_600_000));

    const reply = await scrape(`Bearer ${TOKEN}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = reply.body;
    expect(text).toContain('http_requests_total{method="GET",route="/api/users/:id",status_code="200"} 1');
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/users\/:id",status_code="200"\} 1/);
    expect(text).not.toContain(`/api/users/${api.ids.owner}`);
    expect(text).toContain('mygwm_outbox_messages{state="queued"} 1');
    expect(text).toContain('mygwm_outbox_messages{state="failed"} 0');
    expect(text).toContain('mygwm_upload_runs_running 0');
    expect(text).toContain('mygwm_database_up 1');
    expect(text).toContain('mygwm_file_store_up 1');
    if (api.kind === 'postgresql') {
      expect(text).toContain('mygwm_db_pool_connections{database="postgresql",state="max"} 10');
      expect(text).toMatch(/mygwm_db_pool_connections\{database="postgresql",state="in_use"\} \d+/);
      expect(text).toContain('mygwm_db_pool_waiting{database="postgresql"} 0');
    } else {
      expect(text).toContain('mygwm_db_pool_connections{database="pglite",state="max"} 1');
    }
    // Every job of the list, with the first run of each that the server waits for already counted.
    for (const job of ['outbox', 'service-reminders', 'recall-notices', 'purge', 'file-sweep']) {
      expect(text).toMatch(new RegExp(`mygwm_job_runs\\{job="${job}",outcome="failed"\\} 0`));
      expect(text).toMatch(new RegExp(`mygwm_job_items\\{job="${job}"\\} \\d+`));
    }
    for (const job of ['service-reminders', 'recall-notices', 'purge', 'file-sweep']) {
      expect(text).toMatch(new RegExp(`mygwm_job_runs\\{job="${job}",outcome="done"\\} [1-9]`));
      expect(text).toMatch(new RegExp(`mygwm_job_last_run_duration_seconds\\{job="${job}"\\} [\\d.e-]+`));
      expect(text).toMatch(new RegExp(`mygwm_job_last_run_start_seconds\\{job="${job}"\\} \\d+`));
    }
    for (const family of ['process_resident_memory_bytes', 'process_cpu_seconds_total', 'nodejs_heap_size_used_bytes', 'nodejs_eventloop_lag_seconds']) {
      expect(text).toContain(`# TYPE ${family} `);
    }
  });

  it('still answer while the database cannot be reached, saying so', async () => {
    const execute = vi.spyOn(api.app.database.db, 'execute').mockRejectedValueOnce(Object.assign(new Error('terminating connection'), { code: '57P01' }));
    const reply = await scrape(`Bearer ${TOKEN}`);
    execute.mockRestore();
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('mygwm_database_up 0');
  });
});
