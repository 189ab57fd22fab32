// Start-up data: the administrator named by ADMIN_EMAIL and ADMIN_PASSWORD, and the demo data
// when the database is empty and DEMO_DATA is not 0 (its administrator only where demo-admin.ts allows).
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import type { FileStore } from '../files/store.ts';
import { users } from '../generated/tables.ts';
import { hashPassword } from '../services/passwords.ts';
import { newCode } from '../services/secrets.ts';
import { demoAdminAllowed, lockDemoAdmin, NO_ADMIN_WARNING } from './demo-admin.ts';
import { DEMO_ACCOUNTS, loadDemoData } from './demo-data.ts';

export { DEMO_ACCOUNTS };

export async function ensureAdmin(db: Db, admin: { email: string; password: string }): Promise<void> {
  const password = await hashPassword(admin.password);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${admin.email.toLowerCase()}`)
    .limit(1);
  if (existing) {
    await db.update(users).set({ role: 'ADMIN', password, registered: true }).where(eq(users.id, existing.id));
    return;
  }
  await db.insert(users).values({
    firstname: 'Site',
    lastname: 'Administrator',
    email: admin.email,
    password,
    role: 'ADMIN',
    registered: true,
    registered_at: new Date(),
    consent: false,
    invitation_code: newCode(),
  });
}

/** Loads what the config asks for; returns whether demo data was loaded. */
export async function seed(db: Db, files: FileStore, config: Config, log: FastifyBaseLogger): Promise<boolean> {
  let loaded = false;
  const withAdmin = demoAdminAllowed(config);
  const [{ total }] = (await db.select({ total: count() }).from(users)) as [{ total: number }];
  if (config.demoData && total === 0) {
    await loadDemoData(db, files, { withAdmin });
    log.info(`Loaded the demo data into the empty database${withAdmin ? '' : ', without the demo administrator'}`);
    loaded = true;
  }
  if (!withAdmin && (await lockDemoAdmin(db))) log.warn("The demo administrator no longer signs in with the README's password");
  if (config.admin) await ensureAdmin(db, config.admin);
  else if (!withAdmin && config.demoData) log.warn(NO_ADMIN_WARNING(config.host));
  return loaded;
}
