// Prometheus metrics at GET /metrics, only when METRICS_TOKEN is set and only to a caller sending
// it as a bearer token (compared in constant time): requests by route pattern and status with their
// latency, the database pool, the outbox's waiting messages, the uploads running, whether the
// database and the file store answer, each job's runs in
// this process, and prom-client's process and Node.js collectors (memory, CPU, event loop, garbage
// collection). Without the token
// there is no route and nothing is counted. README, "Running in production".
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { HttpError } from '../../core/errors.ts';
import { backlog } from '../../queries/backlog.ts';
import { fileStoreAnswers } from '../files/store.ts';
import type { JobStats } from '../jobs/runner.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The onRequest guard: 401 without a bearer token, 403 with another one; equal-length digests, so the comparison takes the same time whatever was sent. */
function bearerGuard(token: string): onRequestAsyncHookHandler {
  const wanted = digest(token);
  return async (request, reply) => {
    const sent = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!sent) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, 'Send the metrics token: Authorization: Bearer <METRICS_TOKEN>.');
    }
    if (!timingSafeEqual(digest(sent), wanted)) throw new HttpError(403, 'That is not the metrics token.');
  };
}

/** The database's gauges: the pool's, read from the driver at each scrape, and the backlog's, left out while the database cannot be reached. */
function databaseGauges(app: FastifyInstance, registry: Registry) {
  const database = app.database.kind;
  new Gauge({
    name: 'mygwm_db_pool_connections',
    help: 'Database connections by state: max (the pool size; PGlite is one connection in the process), open, in_use, idle',
    labelNames: ['database', 'state'],
    registers: [registry],
    collect() {
      const counts = app.database.pool?.();
      if (!counts) return void this.set({ database, state: 'max' }, 1);
      for (const [state, value] of Object.entries({ max: counts.max, open: counts.open, in_use: counts.open - counts.idle, idle: counts.idle })) {
        this.set({ database, state }, value);
      }
    },
  });
  new Gauge({
    name: 'mygwm_db_pool_waiting',
    help: 'Queries waiting for a free database connection (PostgreSQL only)',
    labelNames: ['database'],
    registers: [registry],
    collect() {
      const counts = app.database.pool?.();
      if (counts) this.set({ database }, counts.waiting);
    },
  });
  const outbox = new Gauge({ name: 'mygwm_outbox_messages', help: 'Emails not yet sent, by state', labelNames: ['state'], registers: [registry] });
  const uploads = new Gauge({ name: 'mygwm_upload_runs_running', help: 'CSV uploads running on any server of this database', registers: [registry] });
  const up = new Gauge({ name: 'mygwm_database_up', help: '1 when the database answered this scrape, else 0', registers: [registry] });
  new Gauge({
    name: 'mygwm_file_store_up',
    help: '1 when the file store answered this scrape, else 0 (its files are refused with 503 meanwhile; the process stays ready)',
    registers: [registry],
    async collect() {
      this.set((await fileStoreAnswers(app.files, app.log)) ? 1 : 0);
    },
  });
  /** Reads the backlog before a scrape (one query for the three gauges). */
  return async function refresh() {
    try {
      const waiting = await backlog(app.database.db);
      for (const [state, count] of Object.entries(waiting.outbox)) outbox.set({ state }, count);
      uploads.set(waiting.uploadsRunning);
      up.set(1);
    } catch (error) {
      app.log.warn({ err: error }, 'the metrics could not read the backlog from the database');
      outbox.reset();
      uploads.reset();
      up.set(0);
    }
  };
}

/** Each job's runs in this process by outcome, what they did, and its last run's start and duration (platform/jobs/runner.ts). */
function jobGauges(app: FastifyInstance, registry: Registry) {
  const gauge = (name: string, help: string, read: (stats: JobStats) => number | undefined) =>
    new Gauge({
      name,
      help,
      labelNames: ['job'],
      registers: [registry],
      collect() {
        for (const stats of app.jobs.stats()) {
          const value = read(stats);
          if (value !== undefined) this.set({ job: stats.job.name }, value);
        }
      },
    });
  new Gauge({
    name: 'mygwm_job_runs',
    help: 'Runs of each job in this process since it started, by outcome: done, held elsewhere (another process held its lease), failed',
    labelNames: ['job', 'outcome'],
    registers: [registry],
    collect() {
      for (const { job, runs } of app.jobs.stats()) for (const [outcome, count] of Object.entries(runs)) this.set({ job: job.name, outcome }, count);
    },
  });
  gauge('mygwm_job_items', 'What the runs of each job did in this process (emails queued or sent, rows purged, files swept)', (stats) => stats.items);
  gauge(
    'mygwm_job_last_run_start_seconds',
    'When the last run of each job in this process started, in Unix seconds',
    (stats) => stats.lastStartedAt && stats.lastStartedAt.getTime() / 1000,
  );
  gauge('mygwm_job_last_run_duration_seconds', 'How long the last run of each job in this process took', (stats) => stats.lastSeconds);
}

async function metricsPlugin(app: FastifyInstance, { token }: { token?: string }) {
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by route pattern and status', labelNames, registers: [registry] });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by route pattern and status',
    labelNames,
    registers: [registry],
  });
  const refreshBacklog = databaseGauges(app, registry);
  jobGauges(app, registry);

  app.addHook('onResponse', async (request, reply) => {
    // The pattern (`/api/users/:id`), never the URL, so the series stay few; a path no route matches counts as one.
    const labels = { method: request.method, route: request.routeOptions.url ?? '(no route)', status_code: reply.statusCode };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  app.get(
    '/metrics',
    {
      onRequest: bearerGuard(token),
      // Not part of the product's API: left out of its documentation.
      schema: { hide: true, response: { 200: { type: 'string', description: 'Prometheus text format' } } },
    },
    async (_request, reply) => {
      await refreshBacklog();
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['database'] });
