// A booking's life both ways (docs/decisions.md, "Bookings both ways"): its dealer's staff confirm
// it (at another time, with a note), the owner moves it, the dealer completes it; another booking
// is declined with a reason. Each change emails the other side through the outbox, and the owner's
// calendar file keeps one UID with a rising SEQUENCE: REQUEST while it stands, CANCEL when it ends.
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages, throttleCounters, vehicles } from '../../server/generated/tables.ts';
import type { MailAttachment } from '../../server/core/mail-message.ts';
import { bookingBody, HOURS, next } from './booking-times.ts';
import { type DealerStaff, makeDealerStaff } from './dealer-staff.ts';
import { type TestApi, startApi } from './harness.ts';
import { icsProperties, localOf } from './ics.ts';
import { insertDealer, insertModel, insertVehicle } from './owner-fixtures.ts';

const OWNER = 'olive@test.example';
const SERVICE_DESK = 'service@parramatta.example';

let api: TestApi;
let dealer: { id: number };
let staff: DealerStaff;
let model: { id: number };

beforeAll(async () => {
  api = await startApi();
  dealer = await insertDealer(api, { name: 'Parramatta GWM', service_email: SERVICE_DESK, state: 'NSW', dealer_hours: HOURS });
  staff = await makeDealerStaff(api, dealer.id);
  model = await insertModel(api, { service_interval_months: 12, service_interval_km: 15000 });
});
afterAll(() => api.close());
beforeEach(() => api.app.database.db.delete(throttleCounters));

let slot = 0;
/** A new booking of a new vehicle of the owner's, each in a half hour of its own next Tuesday unless `values` say when. */
async function booked(values: Record<string, unknown> = {}) {
  const car = await insertVehicle(api, api.ids.owner, model.id, { registration_date: '2025-01-15' });
  const time = `${String(8 + Math.floor(slot / 2)).padStart(2, '0')}:${slot++ % 2 ? '30' : '00'}`;
  const made = await api.post('owner', '/api/vehicleservices', bookingBody(car.id, dealer.id, { date: `${next('Tuesday')} ${time}`, ...values }));
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { car, booking: made.body as { id: number; date: string } };
}

let seen = 0;
/** The emails queued since the last call, to one address, oldest first. */
async function mailTo(address: string) {
  const rows = await api.app.database.db
    .select()
    .from(outboxMessages)
    .where(and(gt(outboxMessages.id, seen)))
    .orderBy(outboxMessages.id);
  seen = rows.at(-1)?.id ?? seen;
  return rows.filter((row) => row.to === address);
}

const calendarOf = (mail: { attachments: unknown }) => icsProperties((mail.attachments as MailAttachment[])[0]!.content);
const setStatus = (id: number, body: object) => staff.call('PUT', `/api/vehicleservices/${id}/status`, body);

describe('confirm at another time, move, confirm, complete', () => {
  it('tells each side and keeps one calendar entry up to date, then shows the service in the history', async () => {
    await mailTo(OWNER);
    const { car, booking } = await booked();
    const [request] = await mailTo(OWNER);
    const first = calendarOf(request!);
    expect(first).toMatchObject({ METHOD: 'REQUEST', SEQUENCE: '0', STATUS: 'TENTATIVE' });
    const uid = first.UID;

    // The dealer's staff confirm on Wednesday at 10:00 instead, with a note.
    const wednesday = `${next('Wednesday')} 10:00`;
    const confirmed = await setStatus(booking.id, { status: 'confirmed', date: wednesday, note: 'Please bring the spare key.' });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'confirmed', date: wednesday, dealer_note: 'Please bring the spare key.', calendar_sequence: 1 });
    const [proposal] = await mailTo(OWNER);
    expect(proposal!.subject).toContain('Parramatta GWM proposes a new time');
    expect(proposal!.text).toContain('Please bring the spare key.');
    expect(calendarOf(proposal!)).toMatchObject({ UID: uid, METHOD: 'REQUEST', SEQUENCE: '1', STATUS: 'CONFIRMED' });
    expect(localOf(calendarOf(proposal!).DTSTART!, 'Australia/Sydney')).toBe(wednesday);
    const mine = (await api.get('owner', '/api/vehicleservices/user')).body.find((b: { id: number }) => b.id === booking.id);
    expect(mine).toMatchObject({ status: 'confirmed', date: wednesday, dealer_note: 'Please bring the spare key.' });

    // The owner moves it: requested again, the note gone, the dealer told, the owner's calendar follows.
    const thursday = `${next('Thursday')} 14:00`;
    const moved = await api.put('owner', `/api/vehicleservices/${booking.id}`, { date: thursday });
    expect(moved.body).toMatchObject({ status: 'requested', date: thursday, dealer_note: null, calendar_sequence: 2 });
    expect((await mailTo(SERVICE_DESK)).map((m) => m.subject)).toEqual([expect.stringContaining('Service booking moved')]);
    const [moveNote] = await api.app.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, seen));
    expect(moveNote!.to).toBe(OWNER);
    expect(calendarOf(moveNote!)).toMatchObject({ UID: uid, METHOD: 'REQUEST', SEQUENCE: '2', STATUS: 'TENTATIVE' });

    // Confirmed as asked, then completed with the odometer and the work done.
    expect((await setStatus(booking.id, { status: 'confirmed' })).body).toMatchObject({ status: 'confirmed', date: thursday, calendar_sequence: 3 });
    const [confirmation] = await mailTo(OWNER);
    expect(confirmation!.subject).toContain('is confirmed');
    expect(calendarOf(confirmation!)).toMatchObject({ UID: uid, SEQUENCE: '3', STATUS: 'CONFIRMED' });
    const done = await setStatus(booking.id, { status: 'completed', odometer: 15240, note: 'Logbook service; front pads replaced.' });
    expect(done.body).toMatchObject({ status: 'completed', service_odometer: 15240, work_done: 'Logbook service; front pads replaced.' });
    const [completion] = await mailTo(OWNER);
    expect(completion!.subject).toContain('is done');
    expect(completion!.text).toContain('Logbook service; front pads replaced.');
    expect(completion!.text).toContain('15,240 km');
    expect(completion!.attachments).toBeNull();

    const vehicle = (await api.get('owner', `/api/vehicles/vehicle/${car.id}`)).body;
    expect(vehicle.services).toEqual([
      expect.objectContaining({
        id: booking.id,
        date: thursday,
        odometer: 15240,
        work_done: 'Logbook service; front pads replaced.',
        dealer: { id: dealer.id, name: 'Parramatta GWM' },
      }),
    ]);
    expect(vehicle.next_service).toEqual({ due_date: `${Number(thursday.slice(0, 4)) + 1}${thursday.slice(4, 10)}`, due_km: 30240 });
    const [stored] = await api.app.database.db.select({ km: vehicles.kilometers }).from(vehicles).where(eq(vehicles.id, car.id));
    expect(stored!.km).toBe(15240);
    // Completed is final.
    expect((await setStatus(booking.id, { status: 'declined', reason: 'Too late' })).body.errors).toEqual({
      status: ['A completed booking cannot be declined.'],
    });
    expect((await api.put('owner', `/api/vehicleservices/${booking.id}`, { date: thursday })).status).toBe(422);
  });
});

describe('decline and cancel', () => {
  it('declines only with a reason, tells the owner and cancels their calendar entry; the vehicle can be booked again', async () => {
    const { car, booking } = await booked();
    await mailTo(OWNER);
    const bare = await setStatus(booking.id, { status: 'declined', reason: '   ' });
    expect(bare.status).toBe(422);
    expect(bare.body.errors).toEqual({ reason: ['Please say why the booking is declined: the owner is told.'] });
    expect(await mailTo(OWNER)).toEqual([]);
    expect((await api.get('admin', `/api/vehicleservices/${booking.id}`)).body.status).toBe('requested');

    const declined = await setStatus(booking.id, { status: 'declined', reason: 'Our workshop is closed for stocktake that week.' });
    expect(declined.body).toMatchObject({ status: 'declined', decline_reason: 'Our workshop is closed for stocktake that week.', calendar_sequence: 1 });
    const [told] = await mailTo(OWNER);
    expect(told!.text).toContain('Our workshop is closed for stocktake that week.');
    expect(calendarOf(told!)).toMatchObject({ METHOD: 'CANCEL', SEQUENCE: '1', STATUS: 'CANCELLED' });
    expect((await setStatus(booking.id, { status: 'confirmed' })).body.errors).toEqual({ status: ['A declined booking cannot be confirmed.'] });
    expect((await api.put('owner', `/api/vehicleservices/${booking.id}/status`, { status: 'cancelled' })).status).toBe(422);
    expect((await api.post('owner', '/api/vehicleservices', bookingBody(car.id, dealer.id, { date: booking.date }))).status).toBe(201);
  });

  it("lets an administrator cancel, telling the owner (calendar cancelled) and the dealer; the dealer's staff cannot", async () => {
    const { booking } = await booked();
    await mailTo(OWNER);
    expect((await setStatus(booking.id, { status: 'cancelled' })).body.errors.status).toEqual([
      'Dealer staff confirm, decline or complete a booking; the owner cancels it, or asks myGWM to.',
    ]);
    expect((await api.put('admin', `/api/vehicleservices/${booking.id}/status`, { status: 'cancelled' })).body.status).toBe('cancelled');
    const rows = await api.app.database.db.select().from(outboxMessages).where(gt(outboxMessages.id, seen));
    expect(rows.map((r) => r.to).sort()).toEqual([OWNER, SERVICE_DESK]);
    expect(calendarOf(rows.find((r) => r.to === OWNER)!)).toMatchObject({ METHOD: 'CANCEL', SEQUENCE: '1' });
    expect(rows.find((r) => r.to === SERVICE_DESK)!.text).toContain('myGWM staff cancelled');
  });
});

describe('refusals', () => {
  it('completes only a confirmed booking, with the odometer and the work done', async () => {
    const { booking } = await booked();
    expect((await setStatus(booking.id, { status: 'completed', odometer: 100, note: 'Done' })).body.errors).toEqual({
      status: ['A requested booking cannot be completed: it is confirmed first.'],
    });
    await setStatus(booking.id, { status: 'confirmed' });
    const empty = await setStatus(booking.id, { status: 'completed', note: ' ' });
    expect(empty.body.errors).toEqual({ odometer: ['Please enter the odometer reading'], note: ['Please describe the work done'] });
    expect((await setStatus(booking.id, { status: 'completed', odometer: -5, note: 'Done' })).status).toBe(422);
    expect((await api.get('admin', `/api/vehicleservices/${booking.id}`)).body.status).toBe('confirmed');
  });

  it('confirms at another time only when the dealer could take a booking then', async () => {
    const { booking } = await booked();
    const past = await setStatus(booking.id, { status: 'confirmed', date: '2020-03-02 10:00' });
    expect(past.body.errors).toEqual({ date: ['Please choose today or a later date.'] });
    const sunday = await setStatus(booking.id, { status: 'confirmed', date: `${next('Sunday')} 10:00` });
    expect(sunday.body.errors.date).toHaveLength(1);
    // Two other open bookings fill Friday 11:00 at this dealer (its slot capacity is 2).
    const friday = `${next('Friday')} 11:00`;
    await booked({ date: friday });
    await booked({ date: `${next('Friday')} 11:15` });
    expect((await setStatus(booking.id, { status: 'confirmed', date: friday })).body.errors).toEqual({
      date: ['The dealer is fully booked at this time. Please choose another time.'],
    });
    expect((await api.get('admin', `/api/vehicleservices/${booking.id}`)).body).toMatchObject({ status: 'requested', calendar_sequence: 0 });
  });

  it('answers a change its schema refuses with the words of each field, an odometer left empty as missing', async () => {
    const { booking } = await booked();
    await setStatus(booking.id, { status: 'confirmed' });
    const refused = async (body: object) => (await setStatus(booking.id, body)).body.errors;
    expect(await refused({})).toEqual({ status: ['status is required'] });
    expect(await refused({ status: 'lost' })).toEqual({ status: ['status must be one of: requested, confirmed, declined, completed, cancelled'] });
    expect(await refused({ status: 'confirmed', date: 'tomorrow', note: 'x'.repeat(2001) })).toEqual({
      date: ['date is not in the expected format'],
      note: ['note can be at most 2000 characters'],
    });
    expect(await refused({ status: 'completed', odometer: -5, note: 'Done' })).toEqual({ odometer: ['odometer must be at least 0'] });
    expect(await refused({ status: 'completed', odometer: null, note: 'Done' })).toEqual({ odometer: ['Please enter the odometer reading'] });
    expect(await refused({ status: 'declined', reason: 'x'.repeat(1001) })).toEqual({ reason: ['reason can be at most 1000 characters'] });
    expect((await api.get('admin', `/api/vehicleservices/${booking.id}`)).body.status).toBe('confirmed');
  });

  it('lets nobody make a booking requested again but the owner moving it', async () => {
    const { booking } = await booked();
    await setStatus(booking.id, { status: 'confirmed' });
    expect((await api.put('admin', `/api/vehicleservices/${booking.id}/status`, { status: 'requested' })).body.errors).toEqual({
      status: ['A booking is requested again only when the owner moves it.'],
    });
  });
});
