// Recall emails with several server processes on one database (docs/decisions.md, "Recalls": once
// per recall and owner): two servers run the job at the same moment and each owner is emailed
// once; even two runs that both go ahead (no lease) queue each email once. On PostgreSQL the
// second server has its own connections; on PGlite it shares the first's database.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/generated/tables.ts';
import { queueRecallNotices } from '../../server/areas/recalls/job.ts';
import { type TestApi, startApi } from './harness.ts';
import { startSecondServer } from './second-server.ts';
import { insertModel, insertVehicle, unique } from './owner-fixtures.ts';
import { insertRecall, putOnRecall, recallMails, recallVin } from './recall-fixtures.ts';

const OWNERS = 10;

let api: TestApi;
let second: FastifyInstance;
let closeSecond: () => Promise<void>;
let model: { id: number };

/** Registered owners in New South Wales, each with a vehicle on a new campaign; answers its reference and their emails. */
async function campaign(): Promise<{ reference: string; emails: string[] }> {
  const recall = await insertRecall(api);
  const emails: string[] = [];
  for (let i = 0; i < OWNERS; i++) {
    const email = `${unique('owner').toLowerCase()}@test.example`;
    const [owner] = await api.app.database.db
      .insert(users)
      .values({ firstname: 'Rae', lastname: 'Recall', email, role: 'USER', registered: true, state: 'NSW' })
      .returning();
    const vehicle = await insertVehicle(api, owner!.id, model.id, { vin: recallVin() });
    await putOnRecall(api, recall.id, vehicle.vin);
    emails.push(email);
  }
  return { reference: recall.reference, emails };
}

const perOwner = async ({ reference, emails }: { reference: string; emails: string[] }) => {
  const mails = await recallMails(api, reference);
  return emails.map((email) => mails.filter((mail) => mail.to === email).length);
};

beforeAll(async () => {
  api = await startApi();
  model = await insertModel(api);
  ({ app: second, close: closeSecond } = await startSecondServer(api));
});
afterAll(async () => {
  await closeSecond();
  await api.close();
});

describe('two servers on one database', () => {
  it('run the job at the same moment and email each owner exactly once', async () => {
    const made = await campaign();
    const outcomes = await Promise.all([api.app.jobs.run('recall-notices'), second.jobs.run('recall-notices'), api.app.jobs.run('recall-notices')]);
    expect(outcomes.reduce<number>((sum, queued) => sum + (queued ?? 0), 0)).toBe(OWNERS);
    expect(await perOwner(made)).toEqual(made.emails.map(() => 1));
    expect(await second.jobs.run('recall-notices')).toBe(0);
  });

  it('email each owner once even when both go ahead at once without the lease', async () => {
    const made = await campaign();
    const now = new Date();
    const [first, other] = await Promise.all([
      queueRecallNotices(api.app.database.db, 'http://localhost:3000', now),
      queueRecallNotices(second.database.db, 'http://localhost:3000', now),
    ]);
    expect(first + other).toBe(OWNERS);
    expect(await perOwner(made)).toEqual(made.emails.map(() => 1));
  });

  it('leave a registration on one server to the job of either: the owner is emailed once', async () => {
    const made = await campaign();
    await api.app.database.db.update(users).set({ registered: false }).where(eq(users.email, made.emails[0]!));
    await Promise.all([api.app.jobs.run('recall-notices'), second.jobs.run('recall-notices')]);
    expect(await perOwner(made)).toEqual([0, ...made.emails.slice(1).map(() => 1)]);
    await api.app.database.db.update(users).set({ registered: true }).where(eq(users.email, made.emails[0]!));
    await Promise.all([second.jobs.run('recall-notices'), api.app.jobs.run('recall-notices')]);
    expect(await perOwner(made)).toEqual(made.emails.map(() => 1));
  });
});
