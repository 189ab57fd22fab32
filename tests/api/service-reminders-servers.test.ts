// Service reminders with several server processes on one database (docs/decisions.md, "Owner
// garage, vehicle, dealer and booking": once each): two servers run the job at the same moment and
// each reminder is queued exactly once; the lease lets one run at a time and passes on when its
// holder stops; and even two runs that both go ahead (no lease) queue each reminder once. On
// PostgreSQL the second server has its own connections; on PGlite it shares the first's database.
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobLeases, outboxMessages, serviceReminders } from '../../server/generated/tables.ts';
import { queueDueReminders } from '../../server/areas/reminders/job.ts';
import { type TestApi, startApi } from './harness.ts';
import { startSecondServer } from './second-server.ts';
import { dueVehicle, sydneyMorning, yearlyModel } from './reminder-fixtures.ts';

const FLEET = 12;

let api: TestApi;
let second: FastifyInstance;
let closeSecond: () => Promise<void>;
let model: { id: number };

/** A fleet of the owner's vehicles registered on one day, all due a year later. */
async function fleet(registered: string): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < FLEET; i++) ids.push((await dueVehicle(api, api.ids.owner, model.id, registered)).id);
  return ids;
}

/** Each vehicle's recorded reminders and the emails queued about it, counted by vehicle. */
async function counted(ids: number[]) {
  const db = api.app.database.db;
  const reminders = await db.select({ id: serviceReminders.vehicle_id }).from(serviceReminders).where(inArray(serviceReminders.vehicle_id, ids));
  const mails = await db.select({ text: outboxMessages.text }).from(outboxMessages);
  return ids.map((id) => ({
    reminders: reminders.filter((r) => r.id === id).length,
    mails: mails.filter((m) => m.text.includes(`/book/service?vehicle=${id}\n`)).length,
  }));
}
const once = (ids: number[]) => ids.map(() => ({ reminders: 1, mails: 1 }));

beforeAll(async () => {
  api = await startApi();
  model = await yearlyModel(api);
  ({ app: second, close: closeSecond } = await startSecondServer(api));
});
afterAll(async () => {
  await closeSecond();
  await api.close();
});

describe('two servers on one database', () => {
  it('run the job at the same moment and queue each reminder exactly once', async () => {
    const ids = await fleet('2041-03-10');
    const now = sydneyMorning('2042-02-20');
    const outcomes = await Promise.all([
      api.app.jobs.run('service-reminders', now),
      second.jobs.run('service-reminders', now),
      api.app.jobs.run('service-reminders', now),
    ]);
    expect(outcomes.reduce<number>((sum, queued) => sum + (queued ?? 0), 0)).toBe(FLEET);
    expect(await counted(ids)).toEqual(once(ids));
    // And later runs on either find nothing left to send.
    expect(await second.jobs.run('service-reminders', sydneyMorning('2042-02-21'))).toBe(0);
    expect(await api.app.jobs.run('service-reminders', sydneyMorning('2042-02-22'))).toBe(0);
  });

  it('queue each reminder once even when both go ahead at once without the lease', async () => {
    const ids = await fleet('2043-03-10');
    const now = sydneyMorning('2044-02-20');
    const [first, other] = await Promise.all([
      queueDueReminders(api.app.database.db, 'http://localhost:3000', now),
      queueDueReminders(second.database.db, 'http://localhost:3000', now),
    ]);
    expect(first + other).toBe(FLEET);
    expect(await counted(ids)).toEqual(once(ids));
  });

  it("wait while another holds the job's lease, and take it over once it runs out", async () => {
    const ids = await fleet('2045-03-10');
    const now = sydneyMorning('2046-02-20');
    const db = api.app.database.db;
    await db
      .update(jobLeases)
      .set({ holder: 'a server that stopped mid-run', expires_at: new Date(now.getTime() + 60_000) })
      .where(eq(jobLeases.name, 'service-reminders'));
    expect(await second.jobs.run('service-reminders', now)).toBeNull();
    expect(await counted(ids)).toEqual(ids.map(() => ({ reminders: 0, mails: 0 })));
    expect(await second.jobs.run('service-reminders', new Date(now.getTime() + 61_000))).toBe(FLEET);
    expect(await counted(ids)).toEqual(once(ids));
  });
});
