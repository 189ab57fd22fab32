// The two emails of a booking request (docs/decisions.md), received by a local SMTP server: the dealer's
// request (service email, else email) with the owner's and the vehicle's details, and the owner's
// confirmation with the appointment as an .ics whose start is the dealer's local time in UTC.
// Both are queued with the booking and sent from the outbox: a mail server that is down does not
// undo the booking; without SMTP the outbox keeps them as delivered, the .ics with them.
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localNow, weekdayOf } from '../../shared/booking-rules.ts';
import type { Weekday } from '../../shared/generated/types.ts';
import { outboxMessages, users } from '../../server/generated/tables.ts';
import { type SmtpInbox, startSmtpInbox } from '../support/smtp-inbox.ts';
import { type TestApi, startApi } from './harness.ts';
import { icsProperties, localOf } from './ics.ts';
import { insertDealer, insertModel, insertVehicle } from './owner-fixtures.ts';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;
const HOURS = WEEKDAYS.map((day) => ({ day, open: '08:00', close: '17:00' }));

/** The next date after today in a time zone that falls on a weekday. */
function next(weekday: Weekday, timezone = 'Australia/Sydney'): string {
  let date = addDays(localNow(timezone).date, 1);
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return date;
}

/** An address where nothing listens, so sending mail there fails at once. */
async function closedSmtpUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}

/** An owner's vehicle and dealers in Sydney and Auckland on a test API. */
async function garageOn(api: TestApi) {
  const model = await insertModel(api, { brand: 'GWM', model: 'Cannon Alpha', variant: 'Ultra' });
  await api.app.database.db.update(users).set({ mobile_phone: '0412 345 678', other_phone: '02 9876 5432' }).where(eq(users.id, api.ids.owner));
  return {
    ute: await insertVehicle(api, api.ids.owner, model.id, { nickname: null, vin: 'LGWEF4A59NH000123' }),
    kiwiUte: await insertVehicle(api, api.ids.other, model.id, { nickname: 'Kiwi' }),
    sydney: await insertDealer(api, {
      name: 'Parramatta GWM',
      email: 'sales@parramatta.example',
      service_email: 'service@parramatta.example',
      address_line_1: '1 Church St',
      suburb: 'Parramatta',
      state: 'NSW',
      postcode: '2150',
      dealer_hours: HOURS,
    }),
    auckland: await insertDealer(api, {
      name: 'Penrose GWM',
      email: 'hello@penrose.example',
      service_email: null,
      address_line_1: '5 Great South Rd',
      suburb: 'Penrose',
      state: 'NZ',
      postcode: '1061',
      country: 'NZ',
      dealer_hours: HOURS,
    }),
  };
}

describe('booking emails through SMTP', () => {
  let inbox: SmtpInbox;
  let api: TestApi;
  let garage: Awaited<ReturnType<typeof garageOn>>;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    api = await startApi({ publicUrl: 'https://portal.test.example', mail: { smtpUrl: inbox.url, from: 'myGWM <no-reply@test.example>' } });
    garage = await garageOn(api);
  });
  afterAll(async () => {
    await api.close();
    await inbox.stop();
  });

  it("sends the dealer's service address the request with the owner's and the vehicle's details", async () => {
    const date = next('Tuesday');
    const made = await api.post('owner', '/api/vehicleservices', {
      vehicle_id: garage.ute.id,
      dealer_id: garage.sydney.id,
      date: `${date} 09:30`,
      odometer: 15250,
      type: 'repair',
      description: 'Squeak in the dash',
    });
    expect(made.status).toBe(201);
    await api.app.outbox.deliverDue();
    expect(inbox.messages).toHaveLength(2);
    const [toDealer] = inbox.messages;
    expect(toDealer!.envelopeTo).toEqual(['service@parramatta.example']);
    expect(toDealer!.headers.subject).toContain('Repair booking request');
    for (const words of [
      'Olive Owner',
      '0412 345 678',
      '02 9876 5432',
      'olive@test.example',
      garage.ute.registration,
      'GWM Cannon Alpha Ultra',
      'LGWEF4A59NH000123',
      'Tuesday',
      'at 9:30 am',
      '15,250 km',
      'repair',
      'Squeak in the dash',
      `Booking reference: ${made.body.id}`,
    ]) {
      expect(toDealer!.text).toContain(words);
    }
  });

  it("sends the owner a confirmation with an .ics at the Sydney dealer's local time, in UTC", async () => {
    const toOwner = inbox.messages[1]!;
    expect(toOwner.envelopeTo).toEqual(['olive@test.example']);
    expect(toOwner.text).toContain('Parramatta GWM');
    expect(toOwner.text).toContain('https://portal.test.example/home');
    expect(toOwner.attachments).toHaveLength(1);
    const [invite] = toOwner.attachments;
    expect(invite!.filename).toBe('booking.ics');
    expect(invite!.contentType).toContain('text/calendar');
    const event = icsProperties(invite!.content);
    expect(event.DTSTART).toMatch(/^\d{8}T\d{6}Z$/);
    expect(localOf(event.DTSTART!, 'Australia/Sydney')).toBe(`${next('Tuesday')} 09:30`);
    expect(event.SUMMARY).toBe('Repair: GWM Cannon Alpha Ultra at Parramatta GWM');
    expect(event.LOCATION).toBe('1 Church St, Parramatta NSW 2150');
    expect(event.DESCRIPTION).toContain('Parramatta GWM will contact you');
  });

  it("tells the dealer's service address when the owner cancels, confirmed bookings too, and cancels the owner's calendar entry", async () => {
    const [booked] = (await api.get('owner', '/api/vehicleservices/user')).body;
    await api.put('admin', `/api/vehicleservices/${booked.id}/status`, { status: 'confirmed' });
    await api.app.outbox.deliverDue();
    const before = inbox.messages.length;
    expect((await api.put('owner', `/api/vehicleservices/${booked.id}/status`, { status: 'cancelled' })).status).toBe(200);
    await api.app.outbox.deliverDue();
    const told = inbox.messages.slice(before);
    expect(told.map((m) => m.envelopeTo)).toEqual([['service@parramatta.example'], ['olive@test.example']]);
    expect(icsProperties(told[1]!.attachments[0]!.content)).toMatchObject({ METHOD: 'CANCEL', STATUS: 'CANCELLED', SEQUENCE: '2' });
    expect(told[0]!.headers.subject).toBe(`Repair booking cancelled: Olive Owner, ${garage.ute.registration}`);
    for (const words of ['cancelled through myGWM their repair', 'at 9:30 am', 'Please do not expect them then.', `Booking reference: ${booked.id}`]) {
      expect(told[0]!.text).toContain(words);
    }
  });

  it("writes to a dealer's email when it has no service email, and converts Auckland time", async () => {
    const date = next('Friday', 'Pacific/Auckland');
    const made = await api.post('other', '/api/vehicleservices', {
      vehicle_id: garage.kiwiUte.id,
      dealer_id: garage.auckland.id,
      date: `${date} 16:00`,
      odometer: 900,
      type: 'service',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    await api.app.outbox.deliverDue();
    const [toDealer, toOwner] = inbox.messages.slice(-2);
    expect(toDealer!.envelopeTo).toEqual(['hello@penrose.example']);
    expect(toOwner!.envelopeTo).toEqual(['oscar@test.example']);
    const event = icsProperties(toOwner!.attachments[0]!.content);
    expect(localOf(event.DTSTART!, 'Pacific/Auckland')).toBe(`${date} 16:00`);
    expect(event.SUMMARY).toBe('Service: Kiwi at Penrose GWM');
  });
});

describe('a booking while the mail server is down', () => {
  let api: TestApi;
  let garage: Awaited<ReturnType<typeof garageOn>>;

  beforeAll(async () => {
    api = await startApi({ mail: { smtpUrl: await closedSmtpUrl(), from: 'myGWM <no-reply@test.example>' } });
    garage = await garageOn(api);
  });
  afterAll(() => api.close());

  it('is saved and answered 201 all the same, its emails queued for another try', async () => {
    const made = await api.post('owner', '/api/vehicleservices', {
      vehicle_id: garage.ute.id,
      dealer_id: garage.sydney.id,
      date: `${next('Monday')} 10:00`,
      odometer: 100,
      type: 'service',
    });
    expect(made.status).toBe(201);
    expect(made.body.status).toBe('requested');
    expect((await api.get('owner', '/api/vehicleservices/user')).body.map((b: { id: number }) => b.id)).toEqual([made.body.id]);
    await api.app.outbox.deliverDue();
    const queued = await api.app.database.db.select().from(outboxMessages).orderBy(outboxMessages.id);
    expect(queued.map((m) => [m.to, m.state, m.tries])).toEqual([
      ['service@parramatta.example', 'queued', 1],
      ['olive@test.example', 'queued', 1],
    ]);
  });
});

describe('booking emails without SMTP', () => {
  let api: TestApi;
  let garage: Awaited<ReturnType<typeof garageOn>>;

  beforeAll(async () => {
    api = await startApi();
    garage = await garageOn(api);
  });
  afterAll(() => api.close());

  it('are kept in the outbox as delivered, the .ics with them, and staff read it there', async () => {
    const made = await api.post('owner', '/api/vehicleservices', {
      vehicle_id: garage.ute.id,
      dealer_id: garage.sydney.id,
      date: `${next('Thursday')} 08:00`,
      odometer: 100,
      type: 'service',
    });
    expect(made.status).toBe(201);
    await api.app.outbox.deliverDue();
    const kept = await api.app.database.db.select().from(outboxMessages).orderBy(outboxMessages.id);
    expect(kept.map((m) => m.state)).toEqual(['sent', 'sent']);
    expect(kept.map((m) => m.to)).toEqual(['service@parramatta.example', 'olive@test.example']);
    expect(kept[0]!.attachments).toBeNull();
    const [invite] = kept[1]!.attachments as { filename: string; contentType: string; content: string }[];
    expect(invite).toMatchObject({ filename: 'booking.ics', contentType: expect.stringContaining('text/calendar') });
    expect(localOf(icsProperties(invite!.content).DTSTART!, 'Australia/Sydney')).toBe(`${next('Thursday')} 08:00`);
    const read = await api.get('admin', `/api/outbox/${kept[1]!.id}`);
    expect(read.body.attachments[0].filename).toBe('booking.ics');
  });
});
