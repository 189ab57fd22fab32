// How the merge of a file of postcodes writes them (`Merge.allocatePostcodes`): each staged
// postcode given to its staged dealer, in the slot of the dealer's brand, on every locality of the
// postcode in the dealer's country.
import { sql } from 'drizzle-orm';
import { enums } from '../../../shared/generated/entities.ts';
import type { RecordCounts } from '../../../shared/upload-layout.ts';
import { count, type MergeRun, name, rewrite } from './merge-sql.ts';

export function allocatePostcodes({ steps, staging, dryRun }: MergeRun): Promise<RecordCounts> {
  // A file of postcodes is as small as the list of postcodes: one step.
  return steps.whole(async (tx) => {
    const allocations = sql.raw(staging.scratch('allocations'));
    await tx.execute(sql`
          CREATE TEMP TABLE ${allocations} AS
          SELECT DISTINCT ON (r."postcode.postcode", d.brand) r."postcode.postcode" AS postcode, d.id AS dealer_id, d.brand, d.country
          FROM ${sql.raw(staging.table)} r JOIN dealers d ON d.id = r."postcode.dealer"
          ORDER BY r."postcode.postcode", d.brand, r.line DESC`);
    // Australia and New Zealand share four-digit postcodes: a dealer takes only its own country's.
    const matches = sql`t.postcode = s.postcode AND t.country = s.country`;
    const matchedCount = await count(tx, sql`SELECT count(*)::int AS n FROM postcodes t JOIN ${allocations} s ON ${matches}`);
    let updated = 0;
    for (const brand of enums.brand) {
      const slot = name(`${brand.toLowerCase()}_dealers_id`);
      updated += await rewrite(dryRun, tx, sql`postcodes`, {
        set: sql`${slot} = s.dealer_id, updated_at = now()`,
        from: sql`${allocations} s`,
        where: sql`s.brand = ${brand} AND ${matches} AND t.${slot} IS DISTINCT FROM s.dealer_id`,
        counted: sql`t.id`,
      });
    }
    return { created: 0, updated, unchanged: matchedCount - updated };
  });
}
