// The statements the database client is sent while `during` runs, recorded by a wrapper around
// its query(): their text (`sent`) and, for a test that asks the planner about them
// (statement-plans.ts), their parameters too (`statements`).
import type { Database } from '../../server/db/connect.ts';

export interface SentStatement {
  text: string;
  params: unknown[];
}

export async function recordStatements<T>(database: Database, during: () => Promise<T>): Promise<{ sent: string[]; statements: SentStatement[]; result: T }> {
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const query = client.query;
  const statements: SentStatement[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    // query(text, values) or query({text, values?}, values), as PGlite and drizzle's pg driver call it.
    const first = args[0] as string | { text: string; values?: unknown[] };
    const params = (typeof first === 'object' && first.values) || (args[1] as unknown[] | undefined) || [];
    statements.push({ text: typeof first === 'string' ? first : first.text, params });
    return query.apply(this, args);
  };
  try {
    const result = await during();
    return { sent: statements.map((statement) => statement.text), statements, result };
  } finally {
    client.query = query;
  }
}
