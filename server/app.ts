// Builds the server in a fixed order: external plugins (database, the lifecycle, security and cache headers, docs, compression), app plugins (errors, metrics,
// validation, auth, marketing platforms, mail, files, content), then the routes: generic records per entity,
// hand-written areas, and last the front ends that take every other path.
import formBody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { entities } from '../shared/generated/entities.ts';
import { BODY_BYTES } from '../shared/limits.ts';
import type { Config } from './config.ts';
import type { Database } from './db/connect.ts';
import { entityHooks } from './entities/index.ts';
import { loggerOptions } from './logging.ts';
import auth from './plugins/auth.ts';
import cacheControl from './plugins/cache-control.ts';
import compression from './plugins/compression.ts';
import content from './content/plugin.ts';
import database from './plugins/database.ts';
import docs from './plugins/docs.ts';
import errors from './plugins/errors.ts';
import frontEnds from './plugins/front-ends.ts';
import lifecycle from './plugins/lifecycle.ts';
import methodOverride from './plugins/method-override.ts';
import metrics from './plugins/metrics.ts';
import validation from './plugins/validation.ts';
import files from './files/plugin.ts';
import type { FileStore } from './files/store.ts';
import outbox from './mail/plugin.ts';
import accountRoutes from './routes/account.ts';
import apiAccountRoutes from './routes/api-accounts.ts';
import bookingRoutes from './routes/bookings/index.ts';
import contentUploadRoutes from './routes/content-uploads.ts';
import contentVideoRoutes from './routes/content-videos.ts';
import contentRoutes from './routes/content.ts';
import dashboardRoutes from './routes/dashboard.ts';
import dealerRoutes from './routes/dealers.ts';
import fileRoutes from './routes/files.ts';
import bestMessageRoutes from './routes/garage/best-message.ts';
import ownerDealerRoutes from './routes/garage/dealer.ts';
import garageVehicleRoutes from './routes/garage/vehicles.ts';
import healthRoutes from './routes/health.ts';
import outboxRoutes from './routes/outbox.ts';
import ownerDataRoutes from './routes/owner-data.ts';
import passwordRoutes from './routes/password/index.ts';
import recallRoutes from './routes/recalls.ts';
import recordRoutes from './routes/records.ts';
import registrationRoutes from './routes/registration/index.ts';
import securitySettingsRoutes from './routes/security-settings.ts';
import sessionRoutes from './routes/session/index.ts';
import twoStepRoutes from './routes/session/two-step.ts';
import settingsRoutes from './routes/settings.ts';
import specLinkRoutes from './routes/specs.ts';
import syncRoutes from './routes/sync.ts';
import uploadRoutes from './routes/uploads.ts';
import purge from './services/purge.ts';
import serviceReminders from './reminders/job.ts';
import recallNotices from './recalls/job.ts';
import securityHeaders from './plugins/security-headers.ts';
import platforms from './sync/plugin.ts';

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
  await app.register(docs);
  await app.register(compression);
  await app.register(errors);
  // After errors, so its refusals read as every other; before the routes, so it counts them all.
  await app.register(metrics, { token: config.metricsToken });
  await app.register(validation);
  await app.register(methodOverride);
  await app.register(formBody);
  // Handlers read multipart forms themselves (files/multipart.ts), each with its own limits.
  await app.register(multipart, { limits: { fileSize: 1024 * 1024, files: 1, fields: 30 } });
  await app.register(auth, { config });
  await app.register(platforms, { config });
  await app.register(outbox, { config });
  await app.register(files, { config, files: fileStore });
  await app.register(content, { config });
  await app.register(purge);
  await app.register(serviceReminders, { publicUrl: config.publicUrl });
  await app.register(recallNotices, { publicUrl: config.publicUrl });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(sessionRoutes);
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
