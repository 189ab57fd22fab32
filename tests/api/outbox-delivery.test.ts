// Email that is never lost (docs/decisions.md, "Systems outside ours" and "Messages"): every message is
// an outbox row written with the change it tells of, and the request answers without waiting for
// SMTP. Against an SMTP server on loopback that is down, refuses (550) or accepts: every message
// arrives exactly once after the server comes back, across a restart of ours too; two servers on
// one database never send a message twice; a sender that stopped mid-send leaves a claim another
// takes over when it runs out; a message refused too often fails, and staff may retry or cancel it.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/core/config.ts';
import { outboxMessages, users } from '../../server/generated/tables.ts';
import { LEASE_MS, MAX_TRIES } from '../../server/core/backoff.ts';
import { outboxRepository, queueMail } from '../../server/queries/outbox.ts';
import { hashPassword } from '../../server/core/passwords.ts';
import { newCode } from '../../server/core/secrets.ts';
import { addDays, localNow, weekdayOf } from '../../shared/booking-rules.ts';
import { type SmtpInbox, startSmtpInbox } from '../support/smtp-inbox.ts';
import { type TestApi, startApi } from './harness.ts';
import { insertDealer, insertModel, insertVehicle, unique } from './owner-fixtures.ts';
import { visitorAt } from './visitors.ts';

const HOURS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => ({ day, open: '08:00', close: '17:00' }));
const FROM = 'myGWM <no-reply@test.example>';

let inbox: SmtpInbox;
let api: TestApi;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  api = await startApi({ mail: { smtpUrl: inbox.url, from: FROM } });
});
afterAll(async () => {
  await api.close();
  await inbox.stop();
});
beforeEach(async () => {
  // Each test starts with an empty inbox and outbox, the server listening and accepting.
  await api.app.outbox.deliverDue();
  await api.app.database.db.delete(outboxMessages);
  inbox.messages.length = 0;
  inbox.mode = 'accept';
  await inbox.stop();
  await inbox.start();
});

const later = (ms: number) => () => new Date(Date.now() + ms);
const outbox = () => api.app.database.db.select().from(outboxMessages).orderBy(outboxMessages.id);
/** How many times each address received mail. */
const arrivals = () =>
  inbox.messages.reduce((counts, m) => counts.set(m.envelopeTo.join(), (counts.get(m.envelopeTo.join()) ?? 0) + 1), new Map<string, number>());

async function registeredOwner(): Promise<string> {
  const email = `${unique('reset').toLowerCase()}@test.example`;
  await api.app.database.db.insert(users).values({
    firstname: 'Rae',
    lastname: 'Reset',
    email,
    password: await hashPassword('an old password'),
    role: 'USER',
    registered: true,
    invitation_code: newCode(),
  });
  return email;
}

/** The next weekday after today in Sydney. */
function nextWeekday(): string {
  let date = addDays(localNow('Australia/Sydney').date, 1);
  while (['Saturday', 'Sunday'].includes(weekdayOf(date))) date = addDays(date, 1);
  return date;
}

/** Three password resets and a booking (two emails), each answered; answers the slowest answer's time. */
async function resetsAndBooking(): Promise<{ slowestMs: number; recipients: string[] }> {
  const owners = [await registeredOwner(), await registeredOwner(), await registeredOwner()];
  const model = await insertModel(api, { brand: 'GWM', model: 'Cannon', variant: 'Lux' });
  const vehicle = await insertVehicle(api, api.ids.owner, model.id);
  const dealer = await insertDealer(api, {
    name: 'Outbox GWM',
    email: `${unique('dealer').toLowerCase()}@test.example`,
    service_email: null,
    state: 'NSW',
    dealer_hours: HOURS,
  });
  let slowestMs = 0;
  const timed = async (call: () => Promise<{ status: number }>, status: number) => {
    const started = performance.now();
    expect((await call()).status).toBe(status);
    slowestMs = Math.max(slowestMs, performance.now() - started);
  };
  for (const email of owners) await timed(() => visitorAt(api).post('/api/password/email', { email }), 200);
  await timed(
    () =>
      api.post('owner', '/api/vehicleservices', {
        vehicle_id: vehicle.id,
        dealer_id: dealer.id,
        date: `${nextWeekday()} 10:00`,
        odometer: 1000,
        type: 'service',
      }),
    201,
  );
  return { slowestMs, recipients: [...owners, dealer.email!, 'olive@test.example'] };
}

describe('while the SMTP server is down', () => {
  it('answers three password resets and a booking at once; every message arrives exactly once when the server is back', async () => {
    await inbox.stop();
    const { slowestMs, recipients } = await resetsAndBooking();
    expect(slowestMs).toBeLessThan(2_000);
    await api.app.outbox.deliverDue();
    const queued = await outbox();
    expect(queued).toHaveLength(5);
    for (const message of queued) {
      expect(message).toMatchObject({ state: 'queued', tries: 1, last_error: expect.stringContaining('ECONNREFUSED'), sent_at: null });
      expect(message.last_error).not.toMatch(/resetpassword|token/i);
      // The first retry comes 30 s after the failure.
      expect(message.next_attempt_at!.getTime() - Date.now()).toBeGreaterThan(20_000);
    }
    expect(inbox.messages).toEqual([]);

    await inbox.start();
    expect(await api.app.outbox.deliverDue()).toBe(0);
    expect(await api.app.outbox.deliverDue(later(31_000))).toBe(5);
    expect(await api.app.outbox.deliverDue(later(24 * 3_600_000))).toBe(0);
    expect(Object.fromEntries(arrivals())).toEqual(Object.fromEntries(recipients.map((to) => [to, 1])));
    expect((await outbox()).map((m) => [m.state, m.tries])).toEqual(Array(5).fill(['sent', 2]));
  });

  it('delivers them exactly once after our server restarts in between', async () => {
    await inbox.stop();
    const { recipients } = await resetsAndBooking();
    await api.app.outbox.deliverDue();
    await api.restart();
    await inbox.start();
    await api.app.outbox.deliverDue(later(31_000));
    await api.app.outbox.deliverDue(later(24 * 3_600_000));
    expect(Object.fromEntries(arrivals())).toEqual(Object.fromEntries(recipients.map((to) => [to, 1])));
    expect((await outbox()).every((m) => m.state === 'sent')).toBe(true);
  });
});

describe('an SMTP server that refuses (550)', () => {
  it('keeps the refusal as the last error, tries with backoff and fails after the last try; staff retry it and it is sent once', async () => {
    inbox.mode = 'refuse';
    await queueMail(api.app.database.db, [{ to: 'refused@test.example', subject: 'Refused', text: 'Hello' }]);
    let clock = Date.now();
    for (let round = 1; round <= MAX_TRIES; round++) {
      await api.app.outbox.deliverDue(() => new Date(clock));
      const [message] = await outbox();
      expect(message).toMatchObject({ tries: round, last_error: expect.stringContaining('550'), state: round < MAX_TRIES ? 'queued' : 'failed' });
      clock += 2 * 3_600_000;
    }
    const [failed] = await outbox();
    expect(failed!.next_attempt_at).toBeNull();
    expect(await api.app.outbox.deliverDue(() => new Date(clock + 3_600_000))).toBe(0);

    inbox.mode = 'accept';
    const retried = await api.post('admin', `/api/outbox/${failed!.id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id: failed!.id, state: 'queued', tries: 0 });
    await api.app.outbox.deliverDue();
    expect(inbox.messages.map((m) => m.envelopeTo)).toEqual([['refused@test.example']]);
    expect((await outbox())[0]).toMatchObject({ state: 'sent', tries: 1 });
  });
});

describe('claims', () => {
  it('leave a message a stopped sender claimed alone until the lease runs out, then another sends it once', async () => {
    await queueMail(api.app.database.db, [{ to: 'claimed@test.example', subject: 'Claimed', text: 'Hello' }]);
    // A sender that claimed the message and stopped before sending it (killed mid-send).
    const now = new Date();
    await outboxRepository(api.app.database.db).claimNext(now, new Date(now.getTime() + LEASE_MS), MAX_TRIES);
    expect(await api.app.outbox.deliverDue(later(LEASE_MS - 5_000))).toBe(0);
    expect(await api.app.outbox.deliverDue(later(LEASE_MS + 1_000))).toBe(1);
    expect(await api.app.outbox.deliverDue(later(24 * 3_600_000))).toBe(0);
    expect(inbox.messages).toHaveLength(1);
    expect((await outbox())[0]).toMatchObject({ state: 'sent', tries: 2 });
  });

  it('keep two servers on one database from sending a message twice', async () => {
    const messages = Array.from({ length: 20 }, (_, i) => ({ to: `many-${i}@test.example`, subject: `Message ${i}`, text: 'Hello' }));
    await queueMail(api.app.database.db, messages);
    const second = await buildApp({
      config: { ...loadConfig({}), dataDir: undefined, demoData: false, mail: { smtpUrl: inbox.url, from: FROM } },
      database: api.app.database,
      logger: false,
    });
    await second.ready();
    try {
      // Both deliver at once (the second also started a round of its own when it became ready).
      await Promise.all([api.app.outbox.deliverDue(), second.outbox.deliverDue()]);
      await Promise.all([api.app.outbox.deliverDue(later(LEASE_MS * 2)), second.outbox.deliverDue(later(LEASE_MS * 2))]);
    } finally {
      await second.close();
    }
    expect([...arrivals().values()]).toEqual(Array(20).fill(1));
    expect(arrivals().size).toBe(20);
    expect((await outbox()).every((m) => m.state === 'sent' && m.tries === 1)).toBe(true);
  });

  it('give a message up as failed when its sender stopped on its last try', async () => {
    await queueMail(api.app.database.db, [{ to: 'last@test.example', subject: 'Last try', text: 'Hello' }]);
    const [queued] = await outbox();
    await api.app.database.db
      .update(outboxMessages)
      .set({ tries: MAX_TRIES - 1 })
      .where(eq(outboxMessages.id, queued!.id));
    const now = new Date();
    await outboxRepository(api.app.database.db).claimNext(now, new Date(now.getTime() + LEASE_MS), MAX_TRIES);
    await api.app.outbox.deliverDue(later(LEASE_MS + 1_000));
    expect((await outbox())[0]).toMatchObject({ state: 'failed', tries: MAX_TRIES, last_error: expect.stringContaining('stopped while sending') });
    expect(inbox.messages).toEqual([]);
  });
});

describe('staff Retry and Cancel', () => {
  async function messageIn(state: 'queued' | 'sent' | 'failed' | 'sending') {
    const [row] = await api.app.database.db
      .insert(outboxMessages)
      .values({
        to: `${state}@test.example`,
        subject: state,
        text: 'Hello',
        state,
        tries: 3,
        next_attempt_at: state === 'queued' ? new Date(Date.now() + 3_600_000) : null,
      })
      .returning();
    return row!;
  }

  it('are for administrators only', async () => {
    const failed = await messageIn('failed');
    for (const action of ['retry', 'cancel']) {
      expect((await api.post('visitor', `/api/outbox/${failed.id}/${action}`)).status).toBe(401);
      expect((await api.post('owner', `/api/outbox/${failed.id}/${action}`)).status).toBe(403);
      expect((await api.post('api', `/api/outbox/${failed.id}/${action}`)).status).toBe(403);
    }
    expect((await outbox())[0]).toMatchObject({ state: 'failed', tries: 3 });
  });

  it('cancel a queued or failed message, which is then never sent', async () => {
    const queued = await messageIn('queued');
    const failed = await messageIn('failed');
    for (const message of [queued, failed]) {
      const reply = await api.post('admin', `/api/outbox/${message.id}/cancel`);
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ state: 'cancelled', next_attempt_at: null });
    }
    await api.app.outbox.deliverDue(later(24 * 3_600_000));
    expect(inbox.messages).toEqual([]);
    const again = await api.post('admin', `/api/outbox/${queued.id}/retry`);
    expect(again).toEqual({ status: 409, body: { message: 'Only a failed message can be retried: this one was cancelled.' } });
  });

  it('answer 409 with the reason for a message in another state, and 404 for none', async () => {
    const sent = await messageIn('sent');
    const sending = await messageIn('sending');
    const queued = await messageIn('queued');
    expect(await api.post('admin', `/api/outbox/${sent.id}/retry`)).toEqual({
      status: 409,
      body: { message: 'Only a failed message can be retried: this one was sent already.' },
    });
    expect(await api.post('admin', `/api/outbox/${queued.id}/retry`)).toEqual({
      status: 409,
      body: { message: 'Only a failed message can be retried: this one is queued and will be tried.' },
    });
    expect(await api.post('admin', `/api/outbox/${sending.id}/cancel`)).toEqual({
      status: 409,
      body: { message: 'Only a queued or failed message can be cancelled: this one is being sent just now.' },
    });
    expect((await api.post('admin', '/api/outbox/999999/cancel')).status).toBe(404);
    const states = await api.app.database.db
      .select({ state: outboxMessages.state })
      .from(outboxMessages)
      .where(inArray(outboxMessages.id, [sent.id, sending.id, queued.id]));
    expect(states.map((s) => s.state).sort()).toEqual(['queued', 'sending', 'sent']);
  });

  it('show staff the state, tries, last error and times in the outbox list', async () => {
    await messageIn('failed');
    const list = await api.get('admin', '/api/outbox?state=failed');
    expect(list.body.data).toEqual([
      expect.objectContaining({ state: 'failed', tries: 3, last_error: null, next_attempt_at: null, sent_at: null, text: 'Hello' }),
    ]);
  });
});
