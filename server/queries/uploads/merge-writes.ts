// What the merge of an upload's staged rows (staging.ts) writes: the last row of each key, the
// records already there matched by key, those that differ updated and the new ones created, so
// loading a file twice changes nothing; a check (dry run) counts the same by reading and writes
// nothing. Each write is a module of its own (upsert-staged.ts, allocate-postcodes.ts); how their
// statements are grouped into transactions is merge-staged.ts's (`Steps`, merge-sql.ts).
import { sql } from 'drizzle-orm';
import type { EntityId } from '../../../shared/generated/entities.ts';
import type { RecordCounts } from '../../../shared/upload-layout.ts';
import { allocatePostcodes } from './allocate-postcodes.ts';
import { count, type MergeRun, name, type Steps } from './merge-sql.ts';
import type { Staging } from './staging.ts';
import { type UpsertSpec, upsertStaged } from './upsert-staged.ts';

export interface Merge {
  upsert(spec: UpsertSpec): Promise<RecordCounts>;
  /** Gives each staged postcode to the staged dealer, in the slot of the dealer's brand, on every locality of the postcode in the dealer's country. */
  allocatePostcodes(): Promise<RecordCounts>;
  /** The staged VINs (`entity.vin`) of no vehicle the product knows, each counted once. */
  unknownVins(entity: EntityId): Promise<number>;
}

export function mergeIn(steps: Steps, staging: Staging, dryRun: boolean): Merge {
  const run: MergeRun = { steps, staging, dryRun };
  return {
    upsert: (spec) => upsertStaged(run, spec),
    allocatePostcodes: () => allocatePostcodes(run),
    unknownVins(entity) {
      const vin = name(`${entity}.vin`);
      return steps.whole((tx) =>
        count(
          tx,
          sql`SELECT count(DISTINCT r.${vin})::int AS n FROM ${sql.raw(staging.table)} r WHERE NOT EXISTS (SELECT 1 FROM vehicles v WHERE upper(v.vin) = r.${vin})`,
        ),
      );
    },
  };
}
