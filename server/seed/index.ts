// Start-up data: the administrator named by ADMIN_EMAIL and ADMIN_PASSWORD, and the demo data
// when the database is empty, on a local demo or when DEMO_DATA=1 (demo-access.ts).
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../core/config.ts';
import type { Db } from '../db/connect.ts';
import type { FileStore } from '../platform/files/store.ts';
import { users } from '../generated/tables.ts';
import { hashPassword } from '../core/passwords.ts';
import { newCode } from '../core/secrets.ts';
import { demoAccounts as accountsOf, type DemoPlan, demoPlan, lockPublishedPasswords, NO_ADMIN_WARNING } from './demo-access.ts';
import { loadDemoData } from './demo-data.ts';

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

export interface Seeded {
  /** The demo accounts made at this start, with their passwords; empty when the demo was not loaded now. */
  demoAccounts: { role: string; email: string; password: string }[];
  plan: DemoPlan;
  /** Whether anyone can run the back office. */
  hasAdmin: boolean;
}

/** Loads what the config asks for: the demo into an empty database where demo-access.ts allows, and ADMIN_EMAIL's administrator. */
export async function seed(db: Db, files: FileStore, config: Config, log: FastifyBaseLogger): Promise<Seeded> {
  const plan = demoPlan(config);
  let demoAccounts: Seeded['demoAccounts'] = [];
  const [{ total }] = (await db.select({ total: count() }).from(users)) as [{ total: number }];
  if (plan.load && total === 0) {
    await loadDemoData(db, files, plan);
    demoAccounts = accountsOf(plan);
    log.info(`Loaded the demo data into the empty database${plan.passwords.published ? '' : ', with passwords made at this start'}`);
  }
  if (!plan.passwords.published) {
    const locked = await lockPublishedPasswords(db);
    if (locked > 0) log.warn(`${locked} demo accounts no longer sign in with the README's passwords: this server is not a local demo`);
  }
  if (config.admin) await ensureAdmin(db, config.admin);
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), isNotNull(users.password)))
    .limit(1);
  if (!admin) log.warn(NO_ADMIN_WARNING);
  return { demoAccounts, plan, hasAdmin: Boolean(admin) };
}
