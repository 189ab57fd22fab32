// What the booking browser tests share: the booking form's parts, a day a dealer of DEALER_HOURS
// takes bookings (a weekday from tomorrow, in Sydney), its Sunday, and a booking made through the
// owner's own API call, and completed through staff's.
import { type APIRequestContext, expect, type Page, type Request } from '@playwright/test';
import { addDays, localNow, weekdayOf } from '../../../shared/booking-rules.ts';
import type { VehicleServiceInput } from '../../../shared/generated/types.ts';
import { apiToken } from './accounts.ts';
import type { GarageOwner } from './garage.ts';

const today = () => localNow('Australia/Sydney').date;

/** The first Monday to Friday after today in Sydney, plus `weeks` weeks: open 8:00 am to 5:30 pm at a DEALER_HOURS dealer. */
export function openWeekday(weeks = 0): string {
  let day = addDays(today(), 1);
  while (['Saturday', 'Sunday'].includes(weekdayOf(day))) day = addDays(day, 1);
  return addDays(day, 7 * weeks);
}

/** The next Sunday after today in Sydney: closed at a DEALER_HOURS dealer. */
export function nextSunday(): string {
  let day = addDays(today(), 1);
  while (weekdayOf(day) !== 'Sunday') day = addDays(day, 1);
  return day;
}

/** Books as the owner would, through POST /api/vehicleservices with their token. */
export async function bookByApi(request: APIRequestContext, owner: GarageOwner, booking: VehicleServiceInput): Promise<{ id: number }> {
  const token = await apiToken(request, { email: owner.email, password: owner.password });
  const response = await request.post('/api/vehicleservices', { headers: { authorization: `Bearer ${token}` }, data: { type: 'service', ...booking } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

/** The dealer's side through staff's API: the booking confirmed, then completed with the odometer read and the work done. */
export async function completeByApi(api: APIRequestContext, id: number, odometer: number, workDone: string): Promise<void> {
  for (const data of [{ status: 'confirmed' }, { status: 'completed', odometer, note: workDone }]) {
    const response = await api.put(`/api/vehicleservices/${id}/status`, { data });
    expect(response.status(), await response.text()).toBe(200);
  }
}

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
export const book = (page: Page) => page.getByRole('button', { name: 'Book Service' });
export const dealerOption = (page: Page, name: string) => page.getByRole('listbox', { name: 'Dealers' }).getByRole('option').filter({ hasText: name });
export const myBookings = (page: Page) => page.getByRole('region', { name: 'My bookings' });

/** The JSON body of the next booking the page sends. */
export const nextBooking = (page: Page) =>
  page
    .waitForRequest((r: Request) => new URL(r.url()).pathname === '/api/vehicleservices' && r.method() === 'POST')
    .then((r) => r.postDataJSON() as Record<string, unknown>);
