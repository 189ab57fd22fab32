// The back office dashboard's numbers: the seven tile counts in one query (open recalls: active
// campaigns with a VIN not yet remedied, docs/decisions.md "Recalls"), and bookings and owner
// registrations per week (Monday to Sunday, UTC) in another, zero weeks included.
import { sql } from 'drizzle-orm';
import type { DashboardCounts } from '../../shared/dashboard.ts';
import type { WeekActivity } from '../../shared/generated/types.ts';
import type { Db } from '../db/connect.ts';
import { dealers, messages, models, recallVehicles, recalls, users, vehicleServices, vehicles } from '../generated/tables.ts';
import { rawRows } from './records/raw-rows.ts';

export function dashboardRepository(db: Db) {
  return {
    async counts(): Promise<DashboardCounts> {
      const [counts] = await rawRows<DashboardCounts>(
        db,
        sql`
        select
          (select count(*)::int from ${users} where ${users.role} = 'USER') as users,
          (select count(*)::int from ${vehicles}) as vehicles,
          (select count(*)::int from ${vehicleServices} where ${vehicleServices.status} = 'requested') as services_waiting,
          (select count(*)::int from ${messages}) as messages,
          (select count(*)::int from ${models}) as models,
          (select count(*)::int from ${dealers} where ${dealers.enabled}) as dealers,
          (select count(*)::int from ${recalls} r where r.active
            and exists (select 1 from ${recallVehicles} rv where rv.recalls_id = r.id and rv.remedied_date is null)) as open_recalls`,
      );
      return counts!;
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
          (select count(*)::int from ${users} u where u.role = 'USER' and u.registered_at >= b.starts and u.registered_at < b.ends) as registrations
        from bounds b
        order by b.monday`,
      );
    },
  };
}
