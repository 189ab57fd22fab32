// The database every API test file starts from, made once per run by Vitest's global setup: every
// migration applied and one user per caller inserted, their password hashed once. Each file then
// starts from a copy (harness.ts): on the PostgreSQL server named by TEST_DATABASE_URL a database
// created with this one as its template, on PGlite this one's data folder, dumped to a file and
// loaded. Building it once rather than per file is most of what keeps the suite fast.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/connect.ts';
import { users } from '../../server/generated/tables.ts';
import { hashPassword } from '../../server/core/passwords.ts';
import { newCode } from '../../server/core/secrets.ts';

export const PASSWORD = 'correct horse battery';

/** The signed-in callers every test file has, and the user behind each. */
const PEOPLE = {
  admin: { firstname: 'Ada', lastname: 'Admin', email: 'admin@test.example', role: 'ADMIN' },
  owner: { firstname: 'Olive', lastname: 'Owner', email: 'olive@test.example', role: 'USER', state: 'NSW' },
  other: { firstname: 'Oscar', lastname: 'Other', email: 'oscar@test.example', role: 'USER', state: 'NZ' },
  api: { firstname: 'Configurator', lastname: 'API', email: 'configurator@api.test.example', role: 'API' },
} as const;

export type SignedInCaller = keyof typeof PEOPLE;

export interface TemplateDatabase {
  /** On PostgreSQL the template database's name; on PGlite the file its data folder was dumped to. */
  source: string;
  /** Ids of the users behind each signed-in caller. */
  ids: Record<SignedInCaller, number>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: TemplateDatabase;
  }
}

/** The address of database `name` on the server that `serverUrl` names. */
export function urlOfDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's maintenance database (CREATE and DROP DATABASE cannot run inside the test's own). */
export async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export const newDatabaseName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const name = newDatabaseName('template');
  if (serverUrl) await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const database = await openDatabase(serverUrl ? { databaseUrl: urlOfDatabase(serverUrl, name) } : {});

  const password = await hashPassword(PASSWORD);
  const ids = {} as TemplateDatabase['ids'];
  for (const [who, person] of Object.entries(PEOPLE) as [SignedInCaller, (typeof PEOPLE)[SignedInCaller]][]) {
    const [row] = await database.db
      .insert(users)
      .values({ ...person, password, registered: true, invitation_code: newCode() })
      .returning({ id: users.id });
    ids[who] = row!.id;
  }

  if (serverUrl) {
    await database.close();
    project.provide('templateDatabase', { source: name, ids });
    return () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  // drizzle keeps the PGlite client it was given as $client.
  const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await database.close();
  const folder = mkdtempSync(join(tmpdir(), 'mygwm-api-template-'));
  const file = join(folder, 'pglite.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDatabase', { source: file, ids });
  return async () => rmSync(folder, { recursive: true, force: true });
}
