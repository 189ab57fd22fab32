// The marketing banner of the garage (docs/decisions.md, "Owner garage..."): of the enabled Portal
// messages for the owner's region (or All), those whose trigger holds for the owner — Logins:
// their login count; Distance: the latest odometer they gave at a booking; Period: days since
// their first vehicle's registration — the one with the highest amount, newest first on a tie.
import { and, desc, eq, inArray, isNotNull, min, sql } from 'drizzle-orm';
import { REGION_OF_COUNTRY, countryOfState } from '../../shared/country.ts';
import type { BestMessage } from '../../shared/generated/types.ts';
import type { Db } from '../db/connect.ts';
import { messages, vehicleServices, vehicles } from '../generated/tables.ts';
import type { SessionUser } from './tokens.ts';

type Operator = '>' | '<' | '=' | '!=';

const holds = (value: number | undefined, operator: string | null, amount: number | null): boolean => {
  if (value === undefined || amount === null) return false;
  switch (operator as Operator) {
    case '>':
      return value > amount;
    case '<':
      return value < amount;
    case '=':
      return value === amount;
    case '!=':
      return value !== amount;
    default:
      return false;
  }
};

const DAY_MS = 86_400_000;

export function bestMessageRepository(db: Db) {
  /** What each trigger type measures for this owner; undefined when there is nothing to measure. */
  async function measures(user: SessionUser, now: Date): Promise<Record<string, number | undefined>> {
    const [[latest], [first]] = await Promise.all([
      db
        .select({ odometer: vehicleServices.odometer })
        .from(vehicleServices)
        .where(eq(vehicleServices.user_id, user.id))
        .orderBy(desc(vehicleServices.created_at), desc(vehicleServices.id))
        .limit(1),
      db
        .select({ registered: min(vehicles.registration_date) })
        .from(vehicles)
        .where(and(eq(vehicles.user_id, user.id), isNotNull(vehicles.registration_date))),
    ]);
    const registered = first?.registered ? Date.parse(`${first.registered}T00:00:00Z`) : undefined;
    return {
      Logins: user.login_count ?? 0,
      Distance: latest?.odometer,
      Period: registered === undefined ? undefined : Math.floor((now.getTime() - registered) / DAY_MS),
    };
  }

  return {
    async bestFor(user: SessionUser, now = new Date()): Promise<BestMessage> {
      const region = REGION_OF_COUNTRY[countryOfState(user.state)];
      const [candidates, measured] = await Promise.all([
        db
          .select({
            id: messages.id,
            name: messages.name,
            message: messages.message,
            type: messages.trigger_type,
            operator: messages.trigger_operator,
            amount: messages.trigger_amount,
          })
          .from(messages)
          .where(and(sql`${messages.enabled} is not false`, eq(messages.channel, 'Portal'), inArray(messages.region, ['All', region])))
          .orderBy(sql`${messages.trigger_amount} desc nulls last`, desc(messages.created_at), desc(messages.id)),
        measures(user, now),
      ]);
      const best = candidates.find((m) => holds(measured[m.type ?? ''], m.operator, m.amount));
      return { message: best ? { id: best.id, name: best.name, message: best.message } : null };
    },
  };
}
