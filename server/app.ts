// Builds the server in a fixed order: external plugins (database, the lifecycle, security and cache headers, docs, compression), app plugins (errors, metrics,
// validation, auth, marketing platforms, mail, files, content), then the routes: generic records per entity,
// hand-written areas, and last the front ends that take every other path.
import formBody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { entities } from '../shared/generated/entities.ts';
import { BODY_BYTES } from '../shared/limits.ts';
import type { Config } from './core/config.ts';
import type { Database } from './db/connect.ts';
import { entityHooks } from './entity-hooks.ts';
import { loggerOptions } from './core/logging.ts';
import auth from './platform/http/auth.ts';
import cacheControl from './platform/http/cache-control.ts';
import retryAfter from './platform/http/retry-after.ts';
import compression from './platform/http/compression.ts';
import content from './areas/content/plugin.ts';
import database from './db/plugin.ts';
import docs from './platform/http/docs/plugin.ts';
import errors from './platform/http/errors.ts';
import frontEnds from './platform/http/front-ends.ts';
import lifecycle from './platform/http/lifecycle.ts';
import methodOverride from './platform/http/method-override.ts';
import metrics from './platform/http/metrics.ts';
import validation from './platform/http/validation.ts';
import files from './platform/files/plugin.ts';
import type { FileStore } from './platform/files/store.ts';
import outbox from './platform/mail/plugin.ts';
import accountRoutes from './areas/accounts/account-routes.ts';
import apiAccountRoutes from './areas/accounts/api-account-routes.ts';
import bookingRoutes from './areas/bookings/booking-routes.ts';
import contentUploadRoutes from './areas/content/upload-routes.ts';
import contentVideoRoutes from './areas/content/video-routes.ts';
import contentRoutes from './areas/content/content-routes.ts';
import dashboardRoutes from './areas/operations/dashboard-routes.ts';
import dealerRoutes from './areas/catalogue/dealer-restore-routes.ts';
import fileRoutes from './areas/files/download-routes.ts';
import bestMessageRoutes from './areas/garage/best-message-routes.ts';
import ownerDealerRoutes from './areas/garage/dealer-routes.ts';
import garageVehicleRoutes from './areas/garage/vehicle-routes.ts';
import healthRoutes from './areas/operations/health-routes.ts';
import outboxRoutes from './areas/operations/outbox-routes.ts';
import ownerDataRoutes from './areas/accounts/owner-data-routes.ts';
import passwordRoutes from './areas/accounts/password-routes.ts';
import recallRoutes from './areas/recalls/recall-routes.ts';
import recordRoutes from './areas/records/record-routes.ts';
import registrationRoutes from './areas/accounts/registration-routes.ts';
import securitySettingsRoutes from './areas/sign-in/security-settings-routes.ts';
import sessionRoutes from './areas/sign-in/session-routes.ts';
import twoStepRoutes from './areas/sign-in/two-step-routes.ts';
import settingsRoutes from './areas/operations/settings-routes.ts';
import specLinkRoutes from './areas/catalogue/spec-link-routes.ts';
import syncRoutes from './areas/sync/sync-routes.ts';
import uploadRoutes from './areas/uploads/upload-routes.ts';
import jobs from './platform/jobs/runner.ts';
import { jobList } from './jobs.ts';
import securityHeaders from './platform/http/security-headers.ts';
import platforms from './areas/sync/plugin.ts';

export interface BuildOptions {
  config: Config;
  /** An already open database (tests share one); otherwise the config's is opened. */
  database?: Database;
  logger?: boolean | object;
  /** A file store other than the data folder's (a test's disk that is full). */
  files?: FileStore;
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp({ config, database: openDb, logger, files: fileStore }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    // A hop count trusts that many proxies nearest the server (Fastify's types take it as a function).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // JSON and plain forms; a route that needs more says so, multipart reads stream with their own limits.
    bodyLimit: BODY_BYTES,
    // A new PGlite data folder (initdb and migrations) can take well over Fastify's default 10 s on a busy machine.
    pluginTimeout: 120_000,
  });

  await app.register(database, { config, database: openDb });
  await app.register(lifecycle, { graceMs: config.shutdownGraceMs });
  await app.register(securityHeaders, { publicUrl: config.publicUrl, contentOrigin: config.acoustic && new URL(config.acoustic.apiUrl).origin });
  await app.register(cacheControl);
  await app.register(retryAfter);
  await app.register(docs);
  await app.register(compression);
  await app.register(errors);
  // After errors, so its refusals read as every other; before the routes, so it counts them all.
  await app.register(metrics, { token: config.metricsToken });
  await app.register(validation);
  await app.register(methodOverride);
  await app.register(formBody);
  // Handlers read multipart forms themselves (platform/files/multipart.ts), each with its own limits.
  await app.register(multipart, { limits: { fileSize: 1024 * 1024, files: 1, fields: 30 } });
  await app.register(auth, { config });
  await app.register(platforms, { config });
  await app.register(outbox, { config });
  await app.register(files, { config, files: fileStore });
  await app.register(content, { config });
  await app.register(jobs, { list: jobList(app, config) });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(sessionRoutes, { config });
      await api.register(twoStepRoutes);
      await api.register(securitySettingsRoutes);
      await api.register(registrationRoutes, { config });
      await api.register(passwordRoutes, { config });
      await api.register(accountRoutes);
      await api.register(ownerDataRoutes, { config });
      await api.register(settingsRoutes, { config });
      await api.register(contentRoutes);
      await api.register(contentUploadRoutes);
      await api.register(contentVideoRoutes);
      await api.register(fileRoutes);
      await api.register(garageVehicleRoutes);
      await api.register(ownerDealerRoutes);
      await api.register(bestMessageRoutes);
      await api.register(bookingRoutes, { config });
      await api.register(dealerRoutes, { prefix: '/dealers' });
      await api.register(specLinkRoutes, { prefix: '/specs' });
      await api.register(apiAccountRoutes, { prefix: '/users' });
      await api.register(dashboardRoutes);
      await api.register(outboxRoutes);
      await api.register(syncRoutes);
      await api.register(uploadRoutes, { config });
      await api.register(recallRoutes);
      for (const entity of Object.values(entities)) {
        if (!entity.operations.length) continue;
        await api.register(recordRoutes, { prefix: `/${entity.route}`, entity, hooks: entityHooks[entity.id as keyof typeof entityHooks] ?? {} });
      }
    },
    { prefix: '/api' },
  );

  await app.register(frontEnds, { distDir: config.distDir });
  return app;
}
