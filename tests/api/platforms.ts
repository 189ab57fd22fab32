// A marketing platform swapped in for the length of a test (app.platforms is read on every sync
// call), and the one the app started with put back after, whatever the test did.
import type { FastifyInstance } from 'fastify';
import type { MarketingPlatform } from '../../server/areas/sync/platform.ts';
import type { SyncTarget } from '../../shared/generated/types.ts';

export async function withPlatform(app: FastifyInstance, target: SyncTarget, platform: MarketingPlatform, body: () => Promise<void>): Promise<void> {
  const original = app.platforms[target];
  app.platforms[target] = platform;
  try {
    await body();
  } finally {
    app.platforms[target] = original;
  }
}
