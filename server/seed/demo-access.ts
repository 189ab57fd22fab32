// Who may sign in to the demo, and with what. The README prints the demo passwords, so they work
// only on a local demo: listening on this machine alone, reached at a loopback address, behind no
// proxy. Anywhere else the demo is loaded only when DEMO_DATA=1 asks for it, and then its accounts
// get passwords made at that start; demo accounts an earlier local start made lose the README's.
import { inArray } from 'drizzle-orm';
import type { Config } from '../core/config.ts';
import type { Db } from '../db/connect.ts';
import { accessTokens, users } from '../generated/tables.ts';
import { verifyPassword } from '../core/passwords.ts';
import { newCode } from '../core/secrets.ts';
import { ADMIN, ADMIN_PASSWORD, DEALER_PASSWORD, DEALER_STAFF, DEMO_OWNERS, OWNER_PASSWORD, OWNERS } from './demo/people.ts';

const LOOPBACK = /^(localhost|::1|127(\.\d{1,3}){3})$/i;

export const isLoopback = (host: string) => LOOPBACK.test(host.replace(/^\[|\]$/g, ''));

type Placement = Pick<Config, 'host' | 'publicUrl' | 'trustProxy'>;

/** Only here do the README's passwords work. */
export const isLocalDemo = (config: Placement) => isLoopback(config.host) && isLoopback(new URL(config.publicUrl).hostname) && config.trustProxy === false;

export interface DemoPasswords {
  admin: string;
  owner: string;
  dealer: string;
  /** False when they were made at this start and are known only from its banner. */
  published: boolean;
}

export interface DemoPlan {
  /** Whether an empty database gets the demo data. */
  load: boolean;
  /** ADMIN_EMAIL replaces the demo administrator. */
  withAdmin: boolean;
  passwords: DemoPasswords;
}

/** The README's demo: `npm start` on this machine. */
export const LOCAL_DEMO: DemoPlan = {
  load: true,
  withAdmin: true,
  passwords: { admin: ADMIN_PASSWORD, owner: OWNER_PASSWORD, dealer: DEALER_PASSWORD, published: true },
};

export function demoPlan(config: Placement & Pick<Config, 'demoData' | 'admin'>): DemoPlan {
  const local = isLocalDemo(config);
  return {
    load: config.demoData ?? local,
    withAdmin: !config.admin,
    passwords: local ? LOCAL_DEMO.passwords : { admin: newCode(16), owner: newCode(16), dealer: newCode(16), published: false },
  };
}

/** The demo's accounts that can sign in, with the password each was given. */
export const demoAccounts = ({ withAdmin, passwords }: Pick<DemoPlan, 'withAdmin' | 'passwords'>) => [
  ...(withAdmin ? [{ role: 'ADMIN', email: ADMIN.email, password: passwords.admin }] : []),
  { role: 'USER', email: DEMO_OWNERS.au, password: passwords.owner },
  { role: 'USER', email: DEMO_OWNERS.nz, password: passwords.owner },
  { role: 'DEALER', email: DEALER_STAFF.email, password: passwords.dealer },
];

/** The README's table. */
export const DEMO_ACCOUNTS = demoAccounts(LOCAL_DEMO);

export const NOT_LOCAL_NOTICE =
  'No demo data: this server is not a local demo (HOST or PUBLIC_URL is not a loopback address, or TRUST_PROXY is set), ' +
  "and the demo accounts' passwords are in the README. DEMO_DATA=1 loads the demo with passwords made at start.";

export const NO_ADMIN_WARNING = 'No administrator: set ADMIN_EMAIL and ADMIN_PASSWORD to make one (the demo administrator is made only with the demo data).';

/** Takes the README's passwords away from demo accounts that still have them, and signs them out; how many it changed. */
export async function lockPublishedPasswords(db: Db): Promise<number> {
  const published = new Map([
    [ADMIN.email, ADMIN_PASSWORD],
    [DEALER_STAFF.email, DEALER_PASSWORD],
    ...OWNERS.map((owner) => [owner.email, OWNER_PASSWORD] as const),
  ]);
  const accounts = await db
    .select({ id: users.id, email: users.email, password: users.password })
    .from(users)
    .where(inArray(users.email, [...published.keys()]));
  const locked: number[] = [];
  for (const account of accounts) {
    if (await verifyPassword(account.password, published.get(account.email)!)) locked.push(account.id);
  }
  if (locked.length === 0) return 0;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password: null, updated_at: new Date() }).where(inArray(users.id, locked));
    await tx.delete(accessTokens).where(inArray(accessTokens.user_id, locked));
  });
  return locked.length;
}
