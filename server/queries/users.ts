// Queries on user accounts that sign-in, the account screens and API keys need beyond generic records.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { users } from '../generated/tables.ts';

export type AccountDetails = Pick<
  typeof users.$inferInsert,
  'firstname' | 'lastname' | 'mobile_phone' | 'other_phone' | 'address_line_1' | 'suburb' | 'state' | 'postcode' | 'consent' | 'service_reminders'
>;

type User = typeof users.$inferSelect;
const CHOICES = ['consent', 'service_reminders'] as const;

/**
 * The values with the time of each consent they change (`consent_changed_at`,
 * `service_reminders_changed_at`): one sent that differs from `before`, or any sent for a new account.
 */
export function withConsentTimes<T extends object>(values: T, before?: Partial<User>): T {
  const now = new Date();
  const stamped: Record<string, unknown> = { ...(values as Record<string, unknown>) };
  for (const choice of CHOICES) {
    const value = stamped[choice];
    if (typeof value === 'boolean' && (!before || before[choice] !== value)) stamped[`${choice}_changed_at`] = now;
  }
  return stamped as T;
}

export function userRepository(db: Db) {
  return {
    async byId(id: number) {
      const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return user;
    },
    async byEmail(email: string) {
      const [user] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
        .limit(1);
      return user;
    },
    async recordLogin(id: number) {
      await db
        .update(users)
        .set({ login_count: sql`${users.login_count} + 1` })
        .where(eq(users.id, id));
    },
    /** Changes the account's own details (My account), stamping a consent's change with its time; answers the updated row. */
    async updateDetails(before: User, details: AccountDetails) {
      const [user] = await db
        .update(users)
        .set({ ...withConsentTimes(details, before), updated_at: new Date() })
        .where(eq(users.id, before.id))
        .returning();
      return user;
    },
    /** The API accounts (role API), by name. */
    async apiAccounts() {
      return db.select().from(users).where(eq(users.role, 'API')).orderBy(asc(users.firstname));
    },
  };
}
