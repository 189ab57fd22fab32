// Service bookings as owners make, list, move and cancel them and the dealer moves them on
// (docs/decisions.md, "Owner garage, vehicle, dealer and booking", "Bookings both ways").
import { and, count, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { OPEN_STATUSES, slotOf } from '../../shared/booking-rules.ts';
import type { BookingStatus, BookingType, DealerHours, OwnerBooking } from '../../shared/generated/types.ts';
import type { Db } from '../db/connect.ts';
import { dealers, models, vehicleServices, vehicles } from '../generated/tables.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { queueMail } from './outbox.ts';

export type BookingRow = typeof vehicleServices.$inferSelect;

export interface NewBooking {
  user_id: number;
  vehicle_id: number;
  dealer_id: number;
  date: string;
  odometer: number;
  type: BookingType;
  description: string | null;
}

/** The calendar invitation's next revision: every change an owner's calendar follows raises it. */
const nextSequence = sql`${vehicleServices.calendar_sequence} + 1`;

const vehicleLabel = sql<string>`coalesce(nullif(${vehicles.nickname}, ''), concat_ws(' ', ${models.brand}, ${models.model}, ${models.variant}))`;

/**
 * Whether the dealer has `capacity` open bookings in the half hour of `date` (besides `moving`).
 * Locks the dealer's row until the transaction ends, so bookings of one dealer take turns here.
 */
async function slotFull(tx: Db, dealerId: number, date: string, capacity: number, moving?: number): Promise<boolean> {
  await tx.select({ id: dealers.id }).from(dealers).where(eq(dealers.id, dealerId)).for('update');
  const slot = slotOf(date);
  const [{ taken }] = (await tx
    .select({ taken: count() })
    .from(vehicleServices)
    .where(
      and(
        eq(vehicleServices.dealer_id, dealerId),
        inArray(vehicleServices.status, [...OPEN_STATUSES]),
        gte(vehicleServices.date, slot.from),
        lt(vehicleServices.date, slot.to),
        moving === undefined ? undefined : ne(vehicleServices.id, moving),
      ),
    )) as [{ taken: number }];
  return taken >= capacity;
}

export function bookingRepository(db: Db) {
  return {
    /** One of the owner's vehicles with what a booking email says of it; undefined when it is not theirs. */
    async ownersVehicle(userId: number, vehicleId: number) {
      const [row] = await db
        .select({ id: vehicles.id, registration: vehicles.registration, vin: vehicles.vin, label: vehicleLabel })
        .from(vehicles)
        .leftJoin(models, eq(models.id, vehicles.models_id))
        .where(and(eq(vehicles.id, vehicleId), eq(vehicles.user_id, userId)));
      return row;
    },

    /**
     * Saves the booking, the odometer it gives the vehicle and the emails telling of it, together;
     * 'vehicle-booked' when the vehicle already has an open booking, 'slot-full' when the dealer
     * has `capacity` open bookings in that half hour (docs/decisions.md, "Owner garage, vehicle, dealer and booking").
     */
    async create(booking: NewBooking, capacity: number, emailsOf: (row: BookingRow) => MailMessage[]): Promise<BookingRow | 'vehicle-booked' | 'slot-full'> {
      return db.transaction(async (tx) => {
        // Bookings of one vehicle, and then of one dealer, take turns here (always in that order),
        // so two made at once cannot both find the vehicle free or the last place in a half hour.
        await tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, booking.vehicle_id)).for('update');
        const [open] = await tx
          .select({ id: vehicleServices.id })
          .from(vehicleServices)
          .where(and(eq(vehicleServices.vehicle_id, booking.vehicle_id), inArray(vehicleServices.status, [...OPEN_STATUSES])))
          .limit(1);
        if (open) return 'vehicle-booked';
        if (await slotFull(tx, booking.dealer_id, booking.date, capacity)) return 'slot-full';
        const [row] = await tx
          .insert(vehicleServices)
          .values({ ...booking, status: 'requested' })
          .returning();
        await tx.update(vehicles).set({ kilometers: booking.odometer, updated_at: new Date() }).where(eq(vehicles.id, booking.vehicle_id));
        await queueMail(tx, emailsOf(row!));
        return row!;
      });
    },

    /** The owner's bookings (of one vehicle when asked), newest date first. */
    async ownersBookings(userId: number, vehicleId?: number): Promise<OwnerBooking[]> {
      const rows = await db
        .select({
          booking: vehicleServices,
          vehicle: { id: vehicles.id, registration: vehicles.registration, nickname: vehicles.nickname, label: vehicleLabel },
          dealer: {
            id: dealers.id,
            name: dealers.name,
            suburb: dealers.suburb,
            state: dealers.state,
            service_phone: dealers.service_phone,
            sales_phone: dealers.sales_phone,
            dealer_hours: dealers.dealer_hours,
          },
        })
        .from(vehicleServices)
        .innerJoin(vehicles, eq(vehicles.id, vehicleServices.vehicle_id))
        .leftJoin(models, eq(models.id, vehicles.models_id))
        .innerJoin(dealers, eq(dealers.id, vehicleServices.dealer_id))
        .where(and(eq(vehicleServices.user_id, userId), vehicleId === undefined ? undefined : eq(vehicleServices.vehicle_id, vehicleId)))
        .orderBy(desc(vehicleServices.date), desc(vehicleServices.id));
      return rows.map(({ booking, vehicle, dealer }) => ({
        id: booking.id,
        date: booking.date,
        type: (booking.type ?? 'service') as BookingType,
        status: booking.status as BookingStatus,
        odometer: booking.odometer,
        description: booking.description,
        dealer_note: booking.dealer_note,
        decline_reason: booking.decline_reason,
        created_at: booking.created_at.toISOString(),
        vehicle: { ...vehicle, nickname: vehicle.nickname || null },
        dealer: { ...dealer, dealer_hours: dealer.dealer_hours as DealerHours | null },
      }));
    },

    /** One booking; `lock` holds it until the transaction ends (a staff change records what it replaced). */
    async find(id: number, lock = false): Promise<BookingRow | undefined> {
      const query = db.select().from(vehicleServices).where(eq(vehicleServices.id, id));
      const [row] = await (lock ? query.for('update') : query);
      return row;
    },

    /**
     * The owner's cancel of their open booking, with the email telling the dealer, together; undefined
     * when it was not open any more (a race loses, it does not overwrite).
     */
    async cancelByOwner(id: number, userId: number, emailsOf: (tx: Db, row: BookingRow) => Promise<MailMessage[]>): Promise<BookingRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(vehicleServices)
          .set({ status: 'cancelled', calendar_sequence: nextSequence, updated_at: new Date() })
          .where(and(eq(vehicleServices.id, id), eq(vehicleServices.user_id, userId), inArray(vehicleServices.status, [...OPEN_STATUSES])))
          .returning();
        if (row) await queueMail(tx, await emailsOf(tx, row));
        return row;
      });
    },

    /**
     * The owner's move of their open booking to another date and time: requested again, the dealer
     * told, together; 'slot-full' when the dealer has no place left then, undefined when it was not
     * open any more.
     */
    async moveByOwner(
      id: number,
      userId: number,
      date: string,
      capacity: number,
      emailsOf: (row: BookingRow, before: BookingRow) => MailMessage[],
    ): Promise<BookingRow | 'slot-full' | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(vehicleServices)
          .where(and(eq(vehicleServices.id, id), eq(vehicleServices.user_id, userId), inArray(vehicleServices.status, [...OPEN_STATUSES])))
          .for('update');
        if (!before) return undefined;
        if (await slotFull(tx, before.dealer_id, date, capacity, id)) return 'slot-full';
        // The dealer's note was of the time it confirmed.
        const [row] = await tx
          .update(vehicleServices)
          .set({ date, status: 'requested', dealer_note: null, calendar_sequence: nextSequence, updated_at: new Date() })
          .where(eq(vehicleServices.id, id))
          .returning();
        await queueMail(tx, emailsOf(row!, before));
        return row!;
      });
    },

    /** Whether the dealer has no place left in the half hour of `date` for `moving`; locks the dealer until the transaction ends. */
    slotFull: (dealerId: number, date: string, capacity: number, moving: number) => slotFull(db, dealerId, date, capacity, moving),

    /** Writes a dealer's or an administrator's change (read locked first, with `find(id, true)`); raises the calendar's revision when it follows. */
    async update(id: number, values: Partial<BookingRow>, calendarFollows: boolean): Promise<BookingRow> {
      const [row] = await db
        .update(vehicleServices)
        .set({ ...values, ...(calendarFollows ? { calendar_sequence: nextSequence } : {}), updated_at: new Date() })
        .where(eq(vehicleServices.id, id))
        .returning();
      return row!;
    },

    /** Sets the vehicle's odometer from a completed service's reading, unless it already reads more. */
    async recordOdometer(vehicleId: number, km: number): Promise<void> {
      await db
        .update(vehicles)
        .set({ kilometers: sql`greatest(coalesce(${vehicles.kilometers}, 0), ${km})`, updated_at: new Date() })
        .where(eq(vehicles.id, vehicleId));
    },
  };
}
