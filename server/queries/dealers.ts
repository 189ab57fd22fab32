// Dealers as owners meet them: an enabled dealer to book at or to prefer, and the preferred
// dealer of an owner (users.dealers_id).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { dealers, users } from '../generated/tables.ts';

export type DealerRow = typeof dealers.$inferSelect;

export function dealerRepository(db: Db) {
  return {
    /** The dealer when it exists and is enabled. */
    async enabled(id: number): Promise<DealerRow | undefined> {
      const [row] = await db
        .select()
        .from(dealers)
        .where(and(eq(dealers.id, id), eq(dealers.enabled, true)));
      return row;
    },

    /** Any dealer, enabled or not (a booking's, which stays with its dealer). */
    async find(id: number): Promise<DealerRow | undefined> {
      const [row] = await db.select().from(dealers).where(eq(dealers.id, id));
      return row;
    },

    /** Enables a disabled dealer (back to the Active tab); answers it before and after, undefined when there is none. */
    async restore(id: number): Promise<{ before: DealerRow; after: DealerRow } | undefined> {
      const [before] = await db.select().from(dealers).where(eq(dealers.id, id)).for('update');
      if (!before) return undefined;
      const [after] = await db.update(dealers).set({ enabled: true, updated_at: new Date() }).where(eq(dealers.id, id)).returning();
      return { before, after: after! };
    },

    async prefer(userId: number, dealerId: number) {
      await db.update(users).set({ dealers_id: dealerId, updated_at: new Date() }).where(eq(users.id, userId));
    },
  };
}
