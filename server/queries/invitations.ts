// Queries of registration: the invited owner behind a code and email, their vehicles as the
// registration steps show them, and the one-time registration itself.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { RegistrationVehicle } from '../../shared/generated/types.ts';
import type { Db } from '../db/connect.ts';
import { colours, models, users, vehicles } from '../generated/tables.ts';

/** What the owner types from their invitation, as the registration calls send it. */
export interface Invitation {
  invitation_code: string;
  email: string;
}

/** What registering writes besides the flags: the confirmed details and the password hash. */
export type RegistrationValues = Pick<
  typeof users.$inferInsert,
  'firstname' | 'lastname' | 'mobile_phone' | 'other_phone' | 'address_line_1' | 'suburb' | 'state' | 'postcode' | 'password'
>;

/** Registration and VIN are typed by hand: case and spaces do not count. */
const normalised = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/** Whether the text is the vehicle's registration or VIN. */
export function identifies(vehicle: { registration: string; vin: string }, identification: string): boolean {
  const wanted = normalised(identification);
  return wanted !== '' && (normalised(vehicle.registration) === wanted || normalised(vehicle.vin) === wanted);
}

export function invitationRepository(db: Db) {
  /** An owner not yet registered, invited with this code at this email (any case, outer spaces ignored). */
  const invitedWhere = ({ invitation_code, email }: Invitation) =>
    and(
      // Codes are made upper case (core/secrets.ts), so the unique index finds them.
      eq(users.invitation_code, invitation_code.trim().toUpperCase()),
      sql`lower(${users.email}) = ${email.trim().toLowerCase()}`,
      eq(users.role, 'USER'),
      eq(users.registered, false),
    );

  return {
    async invited(invitation: Invitation) {
      const [user] = await db.select().from(users).where(invitedWhere(invitation)).limit(1);
      return user;
    },

    async vehiclesOf(userId: number): Promise<(RegistrationVehicle & { vin: string })[]> {
      // A colour code can be listed more than once (per country); the entry offered on the model wins.
      const colourName = sql<string | null>`(
        select ${colours.name} from ${colours} where ${colours.code} = ${vehicles.colour_code}
        order by ${colours.models} @> jsonb_build_array(${models.code}) desc nulls last, ${colours.id} limit 1)`;
      const rows = await db
        .select({
          registration: vehicles.registration,
          vin: vehicles.vin,
          colourCode: vehicles.colour_code,
          colourName,
          brand: models.brand,
          model: models.model,
          variant: models.variant,
        })
        .from(vehicles)
        .innerJoin(models, eq(models.id, vehicles.models_id))
        .where(eq(vehicles.user_id, userId))
        .orderBy(asc(vehicles.registration));
      return rows.map((r) => ({
        registration: r.registration,
        vin: r.vin,
        model: { brand: r.brand, model: r.model, variant: r.variant },
        colour: r.colourCode && r.colourName ? { code: r.colourCode, name: r.colourName } : null,
      }));
    },

    /**
     * Registers the invited owner of this id, once: the row changes only while it is still
     * unregistered and the invitation matches, so a second use of the code finds nothing (undefined).
     */
    async register(id: number, invitation: Invitation, values: RegistrationValues) {
      const [user] = await db
        .update(users)
        .set({ ...values, registered: true, registered_at: new Date(), updated_at: new Date() })
        .where(and(eq(users.id, id), invitedWhere(invitation)))
        .returning();
      return user;
    },
  };
}
