// What the service reminder tests share: vehicles due for a service years ahead of the real date
// (so the job's own run at each app start leaves them alone), and what the job recorded and queued.
import { eq, like } from 'drizzle-orm';
import { outboxMessages, serviceReminders } from '../../server/generated/tables.ts';
import type { TestApi } from './harness.ts';
import { insertModel, insertVehicle } from './owner-fixtures.ts';

/** "now" at 10:00 in Sydney on a date. */
export const sydneyMorning = (date: string) => new Date(`${date}T00:00:00Z`);

/** A model serviced every 12 months or 15,000 km. */
export const yearlyModel = (api: TestApi) =>
  insertModel(api, { brand: 'GWM', model: 'Cannon', variant: 'Ultra', service_interval_months: 12, service_interval_km: 15000 });

/** A vehicle of `userId` registered on `registered`: with no service done, due 12 months later at 15,000 km. */
export async function dueVehicle(api: TestApi, userId: number, modelId: number, registered: string) {
  return insertVehicle(api, userId, modelId, { registration_date: registered, nickname: null });
}

/** The kinds of reminder recorded for a vehicle, oldest first, with their due dates. */
export async function remindersOf(api: TestApi, vehicleId: number): Promise<string[]> {
  const rows = await api.app.database.db
    .select({ kind: serviceReminders.kind, due: serviceReminders.due_date })
    .from(serviceReminders)
    .where(eq(serviceReminders.vehicle_id, vehicleId))
    .orderBy(serviceReminders.id);
  return rows.map((r) => `${r.kind} ${r.due}`);
}

/** The queued emails naming a registration in their subject. */
export async function mailsAbout(api: TestApi, registration: string) {
  return api.app.database.db
    .select({ to: outboxMessages.to, subject: outboxMessages.subject, text: outboxMessages.text })
    .from(outboxMessages)
    .where(like(outboxMessages.subject, `%${registration}%`))
    .orderBy(outboxMessages.id);
}
