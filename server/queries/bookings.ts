// The queries of service bookings (docs/decisions.md, "Owner garage, vehicle, dealer and booking",
// "Bookings both ways"): the use cases of areas/bookings/ hold the transactions they run in.
import { and, count, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { OPEN_STATUSES, slotOf } from '../../shared/booking-rules.ts';
import type { BookingStatus, BookingType, DealerHours, OwnerBooking } from '../../shared/generated/types.ts';
import type { Db } from '../db/connect.ts';
import { dealers, models, vehicleServices, vehicles } from '../generated/tables.ts';

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

/** What a new booking reads, holds and writes: the owner's vehicle, its open bookings, the dealer's place at that time. */
function bookingRequests(db: Db) {
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

    /** Holds the vehicle until the transaction ends: bookings of one vehicle, then of one dealer, take turns (always in that order). */
    async lockVehicle(vehicleId: number): Promise<void> {
      await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, vehicleId)).for('update');
    },

    /** Whether the vehicle has an open (requested or confirmed) booking. */
    async vehicleBooked(vehicleId: number): Promise<boolean> {
      const [open] = await db
        .select({ id: vehicleServices.id })
        .from(vehicleServices)
        .where(and(eq(vehicleServices.vehicle_id, vehicleId), inArray(vehicleServices.status, [...OPEN_STATUSES])))
        .limit(1);
      return open !== undefined;
    },

    /** Saves a new booking, requested, and the odometer it gives its vehicle. */
    async insert(booking: NewBooking): Promise<BookingRow> {
      const [row] = await db
        .insert(vehicleServices)
        .values({ ...booking, status: 'requested' })
        .returning();
      await db.update(vehicles).set({ kilometers: booking.odometer, updated_at: new Date() }).where(eq(vehicles.id, booking.vehicle_id));
      return row!;
    },

    /** Whether the dealer has no place left in the half hour of `date` (besides `moving`); locks the dealer until the transaction ends. */
    slotFull: (dealerId: number, date: string, capacity: number, moving?: number) => slotFull(db, dealerId, date, capacity, moving),
  };
}

/** The owner's bookings (of one vehicle when asked), newest date first. */
async function ownersBookings(db: Db, userId: number, vehicleId?: number): Promise<OwnerBooking[]> {
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
}

/** A booking's changes: the booking read (and held), written, and the odometer a completed service gives its vehicle. */
function bookingChanges(db: Db) {
  return {
    /** One booking; `lock` holds it until the transaction ends (a staff change records what it replaced). */
    async find(id: number, lock = false): Promise<BookingRow | undefined> {
      const query = db.select().from(vehicleServices).where(eq(vehicleServices.id, id));
      const [row] = await (lock ? query.for('update') : query);
      return row;
    },

    /** The owner's open booking `id`, held until the transaction ends; undefined when it is not theirs or not open. */
    async lockOpenOwned(id: number, userId: number): Promise<BookingRow | undefined> {
      const [row] = await db
        .select()
        .from(vehicleServices)
        .where(and(eq(vehicleServices.id, id), eq(vehicleServices.user_id, userId), inArray(vehicleServices.status, [...OPEN_STATUSES])))
        .for('update');
      return row;
    },

    /** Writes a change of a booking read locked first (`find(id, true)`, `lockOpenOwned`); raises the calendar's revision when it follows. */
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

export function bookingRepository(db: Db) {
  return {
    ...bookingRequests(db),
    ownersBookings: (userId: number, vehicleId?: number) => ownersBookings(db, userId, vehicleId),
    ...bookingChanges(db),
  };
}
