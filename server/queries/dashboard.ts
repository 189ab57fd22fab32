// The back office dashboard's numbers: the seven tile counts, each exact up to 10,000 rows and
// the planner's estimate past that (open recalls: active campaigns with a VIN not yet remedied,
// docs/decisions.md "Recalls"), and bookings and owner registrations per week (Monday to Sunday,
// UTC) in one query of index ranges, zero weeks included.
import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DashboardCount, DashboardCounts } from '../../shared/dashboard.ts';
import { enums } from '../../shared/generated/entities.ts';
import type { WeekActivity } from '../../shared/generated/types.ts';
import type { Db } from '../db/connect.ts';
import { dealers, messages, models, recallVehicles, recalls, users, vehicleServices, vehicles } from '../generated/tables.ts';
import { rawRows } from './records/raw-rows.ts';
import { recordTotals } from './records/record-totals.ts';

/**
 * The roles of accounts that are not owners. A week's registrations are all its registrations less
 * these few: counted from the index on registration time alone (no row read for its role) and the
 * index on role, where counting the owners' directly read every one of that week's rows.
 */
const STAFF_ROLES = enums.role.filter((role) => role !== 'USER');

/** What each tile counts: rows of a table, those matching a condition where there is one. */
const TILES: Record<DashboardCount, { table: PgTable; where?: SQL }> = {
  users: { table: users, where: eq(users.role, 'USER') },
  vehicles: { table: vehicles },
  services_waiting: { table: vehicleServices, where: eq(vehicleServices.status, 'requested') },
  messages: { table: messages },
  models: { table: models },
  dealers: { table: dealers, where: eq(dealers.enabled, true) },
  open_recalls: {
    table: recalls,
    where: and(
      eq(recalls.active, true),
      sql`exists (select 1 from ${recallVehicles} where ${recallVehicles.recalls_id} = ${recalls.id} and ${recallVehicles.remedied_date} is null)`,
    ),
  },
};

export function dashboardRepository(db: Db) {
  const tiles = Object.entries(TILES).map(([name, { table, where }]) => ({ name: name as DashboardCount, where, totals: recordTotals(db, table) }));
  return {
    /**
     * Each tile's count as a list counts its total (record-totals.ts): exact up to 10,000 rows,
     * past that the planner's estimate, which the answer names, so no view counts a million rows.
     */
    async counts(): Promise<DashboardCounts> {
      const counted = await Promise.all(
        tiles.map(async ({ name, where, totals }) => ({ name, ...(await totals.count({ sql: where, values: {}, shape: `tile ${name}` })) })),
      );
      const counts = Object.fromEntries(counted.map(({ name, count }) => [name, count])) as Record<DashboardCount, number>;
      return { ...counts, estimated: counted.filter((tile) => tile.estimated).map((tile) => tile.name) };
    },

    /** The last `weeks` weeks, oldest first, ending with the current one (the database clock, in UTC). */
    async weekly(weeks: number): Promise<WeekActivity[]> {
      // Dates, not timestamps, until the comparison: no session time zone can move a week's edges.
      return rawRows<WeekActivity>(
        db,
        sql`
        with today as (select (now() at time zone 'UTC')::date as day),
        weeks as (
          select today.day - (extract(isodow from today.day)::int - 1) - 7 * g.i as monday
          from today, generate_series(0, ${weeks - 1}::int) as g(i)
        ),
        bounds as (
          select monday, monday::timestamp at time zone 'UTC' as starts, (monday + 7)::timestamp at time zone 'UTC' as ends from weeks
        )
        select
          to_char(b.monday, 'YYYY-MM-DD') as week_start,
          (select count(*)::int from ${vehicleServices} s where s.created_at >= b.starts and s.created_at < b.ends) as bookings,
          (select count(*)::int from ${users} u where u.registered_at >= b.starts and u.registered_at < b.ends)
            - (select count(*)::int from ${users} u where u.role in ${STAFF_ROLES} and u.registered_at >= b.starts and u.registered_at < b.ends)
            as registrations
        from bounds b
        order by b.monday`,
      );
    },
  };
}
