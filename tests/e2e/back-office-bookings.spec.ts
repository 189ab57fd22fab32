// Service bookings in the back office (issue 9, docs/decisions.md "Owner garage, vehicle, dealer and
// booking"): staff set a booking's status in its row, are told the outcome, and the status tabs
// (the list's ?status= filter) follow. The bookings are made as owners make them, through the
// owner's own API call.
import { expect, type Page, test } from '@playwright/test';
import { openAsAdmin } from './support/admin-session.ts';
import { bookByApi, openWeekday } from './support/bookings.ts';
import { adminSession } from './support/catalogue.ts';
import { makeDealer, makeModel, makeOwner, makeVehicle } from './support/garage.ts';
import { picture } from './support/pictures.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const rows = (page: Page) => page.getByRole('table', { name: 'Service bookings' }).locator('tbody tr');
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const statusOf = (page: Page, registration: string) => page.getByRole('combobox', { name: new RegExp(`^Status of the booking of ${registration} on`) });

test('staff confirm a requested booking and the status tabs follow it', async ({ page, request, playwright }) => {
  const session = await adminSession(playwright);
  const model = await makeModel(session.api);
  const dealer = await makeDealer(session.api, 'Status Motors');
  const owner = await makeOwner(session.api, { state: 'NSW', dealers_id: dealer.id });
  const kept = await makeVehicle(session.api, owner.id, model);
  const confirmed = await makeVehicle(session.api, owner.id, model);
  await bookByApi(request, owner, { vehicle_id: kept.id, dealer_id: dealer.id, date: `${openWeekday(3)} 11:00`, odometer: 5000 });
  await bookByApi(request, owner, { vehicle_id: confirmed.id, dealer_id: dealer.id, date: `${openWeekday(3)} 14:30`, odometer: 7000 });
  await session.api.dispose();

  const queries: string[] = [];
  page.on('request', (r) => new URL(r.url()).pathname === '/api/vehicleservices' && queries.push(new URL(r.url()).searchParams.get('status') ?? 'all'));
  await openAsAdmin(page, request, '/vehicleservices');
  await expect(page.getByRole('tablist')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['All', 'Requested', 'Confirmed', 'Completed', 'Cancelled']);
  await expect(statusOf(page, confirmed.registration)).toHaveValue('Requested');

  await tab(page, 'Requested').click();
  await expect.poll(() => queries.at(-1)).toBe('requested');
  await expect(statusOf(page, confirmed.registration)).toBeVisible();
  await statusOf(page, confirmed.registration).click();
  await page.getByRole('option', { name: 'Confirmed', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The booking is now confirmed.' })).toBeVisible();
  // Reloaded: no longer requested, so no longer in this tab; the other booking stays.
  await expect(statusOf(page, confirmed.registration)).toHaveCount(0);
  await expect(statusOf(page, kept.registration)).toHaveValue('Requested');
  await picture(page, 'bookings-status-1280.png');

  await tab(page, 'Confirmed').click();
  await expect.poll(() => queries.at(-1)).toBe('confirmed');
  await expect(page).toHaveURL(/tab=confirmed/);
  await expect(statusOf(page, confirmed.registration)).toHaveValue('Confirmed');
  await expect(statusOf(page, kept.registration)).toHaveCount(0);
  for (const row of await rows(page).all()) await expect(row.getByRole('combobox', { name: /^Status of/ })).toHaveValue('Confirmed');

  // A refusal is told, and the row keeps its status.
  await page.route('**/api/vehicleservices/*/status', (route) =>
    route.fulfill({
      status: 422,
      json: { message: 'The status could not be changed.', errors: { status: ['Status must be one of: requested, confirmed, completed, cancelled'] } },
    }),
  );
  await statusOf(page, confirmed.registration).click();
  await page.getByRole('option', { name: 'Completed', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The booking status was not saved' })).toBeVisible();
  await expect(statusOf(page, confirmed.registration)).toHaveValue('Confirmed');
  await page.unroute('**/api/vehicleservices/*/status');

  await tab(page, 'All').click();
  await expect(statusOf(page, confirmed.registration)).toHaveValue('Confirmed');
  await expect(statusOf(page, kept.registration)).toHaveValue('Requested');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.waitForTimeout(500);
  await picture(page, 'bookings-status-375.png');
});
