// The statements the database client is sent while `during` runs, recorded by a wrapper around
// its query(), as the bench's measure-db records them.
import type { Database } from '../../server/db/connect.ts';

export async function recordStatements<T>(database: Database, during: () => Promise<T>): Promise<{ sent: string[]; result: T }> {
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const query = client.query;
  const sent: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text: string };
    sent.push(typeof first === 'string' ? first : first.text);
    return query.apply(this, args);
  };
  try {
    return { sent, result: await during() };
  } finally {
    client.query = query;
  }
}
