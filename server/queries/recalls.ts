// Recalls as owners and staff see them (docs/decisions.md, "Recalls"): the open recalls of an
// owner's vehicles (an active campaign of the owner's country naming the vehicle's VIN, not
// remedied), how far each campaign has come, and the VINs a completed recall booking remedies.
// VINs are kept upper case on campaigns; a vehicle's VIN is compared upper-cased, as staff may
// have typed it otherwise.
import { type SQL, sql } from 'drizzle-orm';
import { AUSTRALIAN_STATES, countryOfState } from '../../shared/country.ts';
import type { OwnerRecall, RecallProgress } from '../../shared/generated/types.ts';
import { OPEN_STATUSES } from '../../shared/booking-rules.ts';
import type { Db } from '../db/connect.ts';
import { rawRows } from './records/raw-rows.ts';

const list = (items: readonly string[]) =>
  sql.join(
    items.map((item) => sql`${item}`),
    sql`, `,
  );

/** An owner's country in SQL, as shared/country.ts says it: Australia for its states, else New Zealand. */
export const ownerCountry = (state: SQL) => sql`CASE WHEN upper(trim(coalesce(${state}, ''))) IN (${list(AUSTRALIAN_STATES)}) THEN 'AU' ELSE 'NZ' END`;

/** The owner's open recalls, of the vehicles `vehicleIds` only when given, newest campaign first. */
async function ownersRecalls(db: Db, userId: number, state: string | null | undefined, vehicleIds?: number[]): Promise<OwnerRecall[]> {
  if (vehicleIds && !vehicleIds.length) return [];
  const only = vehicleIds
    ? sql`AND v.id IN (${sql.join(
        vehicleIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  return rawRows<OwnerRecall>(
    db,
    sql`SELECT r.id, r.reference, r.title, r.description, r.risk, r.remedy, r.published_date::text AS published_date,
        v.id AS vehicle_id, v.registration,
        EXISTS (SELECT 1 FROM vehicle_services s WHERE s.vehicle_id = v.id AND s.type = 'recall' AND s.status IN (${list(OPEN_STATUSES)})) AS booked
      FROM vehicles v
      JOIN recall_vehicles rv ON rv.vin = upper(v.vin) AND rv.remedied_date IS NULL
      JOIN recalls r ON r.id = rv.recalls_id AND r.active AND r.country = ${countryOfState(state)}
      WHERE v.user_id = ${userId} ${only}
      ORDER BY r.published_date DESC, r.id DESC, v.id`,
  );
}

export function recallRepository(db: Db) {
  return {
    ownersRecalls: (userId: number, state: string | null | undefined, vehicleIds?: number[]) => ownersRecalls(db, userId, state, vehicleIds),

    /** Each campaign's VINs: known to the product, of registered owners, their owners emailed, booked, remedied. */
    async progress(): Promise<RecallProgress[]> {
      return rawRows<RecallProgress>(
        db,
        sql`SELECT rv.recalls_id, count(*)::int AS vins, count(v.id)::int AS known,
            count(v.id) FILTER (WHERE u.registered)::int AS registered,
            count(v.id) FILTER (WHERE EXISTS (SELECT 1 FROM recall_notices n WHERE n.recalls_id = rv.recalls_id AND n.user_id = v.user_id))::int AS notified,
            count(v.id) FILTER (WHERE EXISTS (
              SELECT 1 FROM vehicle_services s
              WHERE s.vehicle_id = v.id AND s.type = 'recall' AND s.status IN (${list([...OPEN_STATUSES, 'completed'])}) AND s.created_at >= rv.created_at))::int AS booked,
            count(*) FILTER (WHERE rv.remedied_date IS NOT NULL)::int AS remedied
          FROM recall_vehicles rv
          LEFT JOIN vehicles v ON upper(v.vin) = rv.vin
          LEFT JOIN users u ON u.id = v.user_id
          GROUP BY rv.recalls_id
          ORDER BY rv.recalls_id`,
      );
    },

    /** A completed recall booking's vehicle: its VIN is remedied on `date` on every campaign it was open on. */
    async remedy(vehicleId: number, date: string): Promise<number> {
      const rows = await rawRows<{ id: number }>(
        db,
        sql`UPDATE recall_vehicles rv SET remedied_date = ${date}::date, updated_at = now()
          FROM vehicles v WHERE v.id = ${vehicleId} AND rv.vin = upper(v.vin) AND rv.remedied_date IS NULL
          RETURNING rv.id`,
      );
      return rows.length;
    },
  };
}
