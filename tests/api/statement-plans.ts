// The planner's plan of a statement a test recorded (recorded-statements.ts), for tests that check
// how a large table is read (by an index range of a few rows, never a scan of every row) rather
// than how long it takes.
import type { Database } from '../../server/db/connect.ts';
import type { SentStatement } from './recorded-statements.ts';

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  /** A condition checked on each row read (rather than by the index). */
  Filter?: string;
  'Plan Rows': number;
  Plans?: PlanNode[];
}

/** Every node of a statement's plan as the planner makes it for the parameters it was sent with. */
export async function planNodes(database: Database, { text, params }: SentStatement): Promise<PlanNode[]> {
  const client = (database.db as unknown as { $client: { query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }> } }).$client;
  const raw = (await client.query(`EXPLAIN (FORMAT JSON) ${text}`, params)).rows[0]!['QUERY PLAN'];
  const [{ Plan }] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node);
    node.Plans?.forEach(walk);
  };
  walk(Plan);
  return nodes;
}
