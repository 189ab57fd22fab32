// What SIGTERM and SIGINT do (README, "Running in production"): the ready check answers 503 at
// once so a balancer sends no more; the requests in flight finish, up to the grace
// (SHUTDOWN_GRACE_SECONDS), and those still running then are cut off; app.close() then stops the
// background work, which hands back the leases it still holds (the outbox's, the reminder job's,
// the uploads this process was reading), and closes the database. A second signal ends the process at once.
import type { FastifyInstance } from 'fastify';

/** Stops the app as a signal does; answers the exit code: 0, or 1 when closing failed. */
export async function stopGracefully(app: FastifyInstance): Promise<number> {
  app.lifecycle.beginStop();
  // The listener stays open meanwhile: new requests are still answered, and the ready check says 503.
  void app.lifecycle.deadline().then(() => {
    if (!app.lifecycle.inFlight) return;
    app.log.warn({ requests: app.lifecycle.inFlight }, 'the grace is over: cutting off the requests still in flight');
    app.server.closeAllConnections();
  });
  await app.lifecycle.drained();
  try {
    await app.close();
    return 0;
  } catch (error) {
    app.log.error({ err: error }, 'the server did not close cleanly');
    return 1;
  }
}

export function stopOnSignals(app: FastifyInstance): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: stopping`);
      void stopGracefully(app).then((code) => process.exit(code));
    });
  }
}
