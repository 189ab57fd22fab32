// A PostgreSQL client that prepares each statement shape the server keeps running, once per
// connection. An unnamed statement is parsed and planned by the server every time it runs; for
// the small indexed reads most requests make, that planning costs more than the execution.
// A named one is parsed once per connection, and PostgreSQL settles on a generic plan when it is
// no worse. Shapes are named only once they repeat, and only so many, so statements built for a
// single use (an upload's staging table, a rare filter combination) never fill the server's memory.
import pg from 'pg';

/** A shape is prepared from its second run on. */
const RUNS_BEFORE_PREPARED = 2;
/** At most this many shapes are prepared, on each connection of the pool. */
export const MAX_PREPARED_SHAPES = 300;

/** Statements PostgreSQL can plan; utility statements (BEGIN, SET, LOCK...) are left unnamed. */
const PLANNABLE = /^\s*\(?\s*(select|insert|update|delete|with)\b/i;

/** Names statement texts that repeat; shared by every connection of one pool. */
export class StatementNames {
  private readonly runs = new Map<string, number>();
  private readonly names = new Map<string, string>();

  /** The name to prepare `text` under, or undefined while it is not (yet) worth preparing. */
  nameFor(text: string): string | undefined {
    if (!PLANNABLE.test(text)) return undefined;
    const known = this.names.get(text);
    if (known || this.names.size >= MAX_PREPARED_SHAPES) return known;
    const runs = (this.runs.get(text) ?? 0) + 1;
    if (runs < RUNS_BEFORE_PREPARED) {
      // Counting is bounded too: a flood of one-off statements only resets the tally.
      if (this.runs.size >= MAX_PREPARED_SHAPES * 10) this.runs.clear();
      this.runs.set(text, runs);
      return undefined;
    }
    this.runs.delete(text);
    const name = `s${this.names.size + 1}`;
    this.names.set(text, name);
    return name;
  }
}

type QueryConfig = pg.QueryConfig & { name?: string };

const TRANSACTION_STARTS = /^\s*(begin|start\s+transaction)\b/i;
const TRANSACTION_ENDS = /^\s*(commit|end|abort|rollback(?!\s+to\b))\b/i;

/**
 * A pg.Client class whose parameterised statements are named by `names`, outside transactions
 * only: a transaction's writes (an upload's merge, above all) run on tables whose size has just
 * changed, where a plan kept from an earlier run can be far off.
 */
export function preparingClient(names: StatementNames): typeof pg.Client {
  return class PreparingClient extends pg.Client {
    private inTransaction = false;

    // pg's overloads cannot be restated one by one in a subclass; the calls pass through unchanged.
    override query(...args: unknown[]): never {
      const [config, values] = args as [QueryConfig | string, unknown];
      const text = typeof config === 'string' ? config : typeof config?.text === 'string' ? config.text : undefined;
      if (text !== undefined && TRANSACTION_STARTS.test(text)) this.inTransaction = true;
      else if (text !== undefined && TRANSACTION_ENDS.test(text)) this.inTransaction = false;
      else if (!this.inTransaction && text !== undefined) {
        if (typeof config === 'object' && !config.name && 'submit' in config === false) {
          const name = names.nameFor(text);
          if (name) args[0] = { ...config, name };
        } else if (typeof config === 'string' && Array.isArray(values) && values.length) {
          const name = names.nameFor(text);
          if (name) args[0] = { text, name };
        }
      }
      return (super.query as (...a: unknown[]) => never)(...args);
    }
  };
}
