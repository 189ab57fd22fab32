// The demo administrator's password is in the README, so anyone who reads it could run the back
// office. It exists only on a demo that listens on this machine alone and has no ADMIN_EMAIL
// (which replaces it); anywhere else the account is not made, or loses that password if an
// older start made it.
import { and, eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { accessTokens, users } from '../generated/tables.ts';
import { verifyPassword } from '../services/passwords.ts';
import { ADMIN, ADMIN_PASSWORD } from './demo/people.ts';

const LOOPBACK = /^(localhost|::1|127(\.\d{1,3}){3})$/i;

export const isLoopback = (host: string) => LOOPBACK.test(host.replace(/^\[|\]$/g, ''));

export const demoAdminAllowed = (config: Pick<Config, 'host' | 'admin'>) => isLoopback(config.host) && !config.admin;

export const NO_ADMIN_WARNING = (host: string) =>
  `No administrator: the demo administrator (whose password is in the README) is made only when HOST is 127.0.0.1, localhost or ::1, and HOST is ${host}. ` +
  'Set ADMIN_EMAIL and ADMIN_PASSWORD to make an administrator of your own.';

/** Takes the README's password away from a demo administrator an earlier start made, and signs it out; true when it did. */
export async function lockDemoAdmin(db: Db): Promise<boolean> {
  const [account] = await db
    .select({ id: users.id, password: users.password })
    .from(users)
    .where(and(eq(users.email, ADMIN.email), eq(users.role, 'ADMIN')));
  if (!account || !(await verifyPassword(account.password, ADMIN_PASSWORD))) return false;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password: null, updated_at: new Date() }).where(eq(users.id, account.id));
    await tx.delete(accessTokens).where(eq(accessTokens.user_id, account.id));
  });
  return true;
}
