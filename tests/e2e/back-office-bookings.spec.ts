// Service bookings in the back office (docs/decisions.md "Bookings both ways"): an administrator moves
// bookings on from their rows (confirm at another time with a note, decline with a reason, complete
// with the odometer and the work done), the server's messages under the dialogs' fields, and each
// row then shows what the owner was told. The bookings are made as owners make them, through the
// owner's own API call, once for the file.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { openAsAdmin } from './support/admin-session.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { bookingAction, bookingDetails, bookingRow, proposeAnotherTime, shown } from './support/booking-actions.ts';
import { bookByApi, openWeekday } from './support/bookings.ts';
import { adminSession } from './support/catalogue.ts';
import { makeDealer, makeModel, makeOwner, makeVehicle } from './support/garage.ts';
import { picture } from './support/pictures.ts';

test.use({ viewport: { width: 1280, height: 800 } });
test.describe.configure({ mode: 'serial' });

/** The registrations of the vehicles booked: one to confirm at another time, one to decline, one confirmed to complete. */
let moved: string, declined: string, done: string;

async function setStatus(api: APIRequestContext, id: number, status: string) {
  const response = await api.put(`/api/vehicleservices/${id}/status`, { data: { status } });
  expect(response.status(), await response.text()).toBe(200);
}

test.beforeAll(async ({ playwright, request }) => {
  const session = await adminSession(playwright);
  const model = await makeModel(session.api);
  const dealer = await makeDealer(session.api, 'Status Motors');
  const owner = await makeOwner(session.api, { state: 'NSW', dealers_id: dealer.id });
  const vehicles = await Promise.all([1, 2, 3].map(() => makeVehicle(session.api, owner.id, model)));
  [moved, declined, done] = vehicles.map((v) => v.registration) as [string, string, string];
  const ids = [];
  for (const [i, vehicle] of vehicles.entries())
    ids.push((await bookByApi(request, owner, { vehicle_id: vehicle.id, dealer_id: dealer.id, date: `${openWeekday(3)} ${10 + i}:00`, odometer: 5000 })).id);
  await setStatus(session.api, ids[2]!, 'confirmed');
  await session.api.dispose();
});

test('an administrator confirms a booking at another time with a note; the row shows it', async ({ page, request }) => {
  await openAsAdmin(page, request, '/vehicleservices');
  await expect(page.getByRole('tab')).toHaveText(['All', 'Requested', 'Confirmed', 'Declined', 'Completed', 'Cancelled']);
  // A requested booking is confirmed, declined or cancelled; not yet completed.
  await expect(bookingAction(page, 'Cancel', moved)).toBeVisible();
  await expect(bookingAction(page, 'Complete', moved)).toHaveCount(0);

  const day = openWeekday(4);
  const dialog = await proposeAnotherTime(page, moved, day, '2:30 pm', 'Our workshop is full that morning: 2:30 pm instead, please.');
  await expectNoSeriousViolations(page, 'the confirm dialog', ['[role=dialog]']);
  await picture(page, 'bookings-confirm-1280.png');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Booking confirmed' })).toBeVisible();
  const row = bookingRow(page, moved);
  await expect(row).toContainText('Confirmed');
  await expect(row).toContainText(`${shown(day)} 14:30`);
  await expect(await bookingDetails(page, moved)).toContainText("Dealer's note: Our workshop is full that morning: 2:30 pm instead, please.");
  // Confirmed now: it can be completed.
  await expect(bookingAction(page, 'Complete', moved)).toBeVisible();
});

test('an administrator declines a booking: the reason is required, then told in the row', async ({ page, request }) => {
  await openAsAdmin(page, request, '/vehicleservices?tab=requested');
  await bookingAction(page, 'Decline', declined).click();
  const dialog = page.getByRole('dialog', { name: 'Decline the booking' });
  await dialog.getByRole('button', { name: 'Decline' }).click();
  const reason = dialog.getByRole('textbox', { name: 'Reason' });
  await expect(reason).toHaveAccessibleDescription(/Please say why the booking is declined: the owner is told\./);
  await reason.fill('The hoist for this model is out of order this week.');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Booking declined' })).toBeVisible();
  // No longer requested, so gone from this tab; in Declined with its reason and nothing left to do.
  await expect(bookingRow(page, declined)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Declined', exact: true }).click();
  await expect(await bookingDetails(page, declined)).toContainText('Reason declined: The hoist for this model is out of order this week.');
  await expect(bookingRow(page, declined).locator('.row-actions-cell').getByRole('button')).toHaveCount(0);
});

test('an administrator completes a confirmed booking with the odometer and the work done, on a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openAsAdmin(page, request, '/vehicleservices?tab=confirmed');
  await bookingAction(page, 'Complete', done).click();
  const dialog = page.getByRole('dialog', { name: 'Complete the booking' });
  await dialog.getByRole('button', { name: 'Complete' }).click();
  const odometer = dialog.getByRole('textbox', { name: 'Odometer (km)' });
  const work = dialog.getByRole('textbox', { name: 'Work done' });
  await expect(odometer).toHaveAccessibleDescription(/Please enter the odometer reading/);
  await expect(work).toHaveAccessibleDescription(/Please describe the work done/);
  await expectNoSeriousViolations(page, 'the complete dialog with its messages', ['[role=dialog]']);
  await odometer.fill('12345');
  await work.fill('Logbook service, oil and filter, tyres rotated.');
  await picture(page, 'bookings-complete-375.png');
  await dialog.getByRole('button', { name: 'Complete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Booking completed' })).toBeVisible();
  await page.getByRole('tab', { name: 'Completed', exact: true }).click();
  const row = bookingRow(page, done);
  await expect(row).toContainText('Odometer at service: 12,345 km');
  await expect(row).toContainText('Work done: Logbook service, oil and filter, tyres rotated.');
  await expect(page.locator('body')).toHaveJSProperty('scrollWidth', 375);
  await expectNoSeriousViolations(page, 'the completed bookings on a phone');
  await picture(page, 'bookings-completed-375.png', { fullPage: true });
});
