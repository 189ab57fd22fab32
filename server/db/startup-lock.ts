// Several processes of one release may start at the same moment on one PostgreSQL database (a
// deployment scaled to three, all restarted together). Migrating or loading the demo twice at
// once fails half-way in all but one of them, so start-up's work runs under a session-level
// advisory lock: the first process does it, the others wait and then find it done. The lock is
// held by a connection of its own, so the work itself may use the whole pool; it ends with that
// connection if the process dies, so a crash never leaves the others waiting.
import type pg from 'pg';

/** Any fixed number that only this product uses as an advisory lock key. */
const STARTUP_LOCK = 0x6d79_67776d;

export async function underStartupLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const holder = await pool.connect();
  let broken: Error | undefined;
  try {
    await holder.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    try {
      return await work();
    } finally {
      await holder.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch((error: Error) => (broken = error));
    }
  } finally {
    // A connection whose unlock failed may still hold the lock: closing it is what lets go.
    holder.release(broken ?? false);
  }
}
