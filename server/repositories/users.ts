// Queries on user accounts that sign-in, the account screens and API keys need beyond generic records.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { users } from '../generated/tables.ts';

export type AccountDetails = Pick<
  typeof users.$inferInsert,
  'firstname' | 'lastname' | 'mobile_phone' | 'other_phone' | 'address_line_1' | 'suburb' | 'state' | 'postcode' | 'service_reminders'
>;

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
    /** Changes the account's own details (My account); answers the updated row. */
    async updateDetails(id: number, details: AccountDetails) {
      const [user] = await db
        .update(users)
        .set({ ...details, updated_at: new Date() })
        .where(eq(users.id, id))
        .returning();
      return user;
    },
    /** The API accounts (role API), by name. */
    async apiAccounts() {
      return db.select().from(users).where(eq(users.role, 'API')).orderBy(asc(users.firstname));
    },
  };
}
