// A vehicle's service history and its next service (issue 26, items 5 and 6; docs/decisions.md,
// "Owner garage, vehicle, dealer and booking"): My vehicle lists the completed bookings newest first and says when the next
// service is due; the garage card says it too; "Book this service" opens the service booking form
// with that vehicle chosen. At phone and desktop widths, with axe. Data comes through the
// administrator's API and the owner's own booking call.
import { expect, type Page, test } from '@playwright/test';
import { monthsAfter } from '../../shared/next-service.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { bookByApi, completeByApi, openWeekday } from './support/bookings.ts';
import { adminSession, type Session } from './support/catalogue.ts';
import { shootAtBothWidths } from './support/screens.ts';
import { DESKTOP, type GarageOwner, type GarageVehicleSeed, makeDealer, makeModel, makeOwner, makeVehicle, PHONE, signInAs } from './support/garage.ts';

let session: Session;
let owner: GarageOwner;
let serviced: GarageVehicleSeed;
let newer: GarageVehicleSeed;
let dealer: { id: number; name: string };
/** The second (newest) completed service's day. */
let lastServiceDay: string;

const australian = (date: string) => date.split('-').reverse().join('/');

test.beforeAll(async ({ playwright, request }) => {
  session = await adminSession(playwright);
  const model = await makeModel(session.api, 'Cannon', { service_interval_months: 12, service_interval_km: 15000 });
  owner = await makeOwner(session.api, { state: 'NSW' });
  serviced = await makeVehicle(session.api, owner.id, model, { nickname: 'Workhorse' });
  newer = await makeVehicle(session.api, owner.id, model, { nickname: 'Runabout', registration_date: '2024-03-04' });
  dealer = await makeDealer(session.api, 'Parramatta Service GWM');
  const first = await bookByApi(request, owner, {
    vehicle_id: serviced.id,
    dealer_id: dealer.id,
    date: `${openWeekday()} 09:00`,
    odometer: 5000,
    description: 'Oil and filter',
  });
  await completeByApi(session.api, first.id, 5040, 'Oil and filter replaced');
  lastServiceDay = openWeekday(1);
  const second = await bookByApi(request, owner, {
    vehicle_id: serviced.id,
    dealer_id: dealer.id,
    date: `${lastServiceDay} 10:30`,
    odometer: 15200,
    description: 'Brakes feel soft',
  });
  await completeByApi(session.api, second.id, 15200, 'Front brake pads replaced');
  // Still waiting for the dealer: not history.
  await bookByApi(request, owner, {
    vehicle_id: serviced.id,
    dealer_id: dealer.id,
    date: `${openWeekday(2)} 11:00`,
    odometer: 16000,
    description: 'Not done yet',
  });
});

test.afterAll(async () => session?.api.dispose());

const history = (page: Page) => page.getByRole('region', { name: 'Service history' });

async function expectVehicleChosen(page: Page, chosen: GarageVehicleSeed, other: GarageVehicleSeed) {
  await expect(page).toHaveURL(new RegExp(`/book/service\\?vehicle=${chosen.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Book a Service' })).toBeVisible();
  await expect(page.getByRole('radio', { name: new RegExp(chosen.registration) })).toBeChecked();
  await expect(page.getByRole('radio', { name: new RegExp(other.registration) })).not.toBeChecked();
}

for (const [width, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`My vehicle on a ${width}: the completed services newest first, the next service, and Book this service with the vehicle chosen`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await signInAs(page, request, owner);
    await page.goto(`/myvehicle/${serviced.id}`);
    const items = history(page).getByRole('list', { name: 'Completed services, newest first' }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(australian(lastServiceDay));
    await expect(items.nth(0)).toContainText(dealer.name);
    await expect(items.nth(0)).toContainText('15,200 km');
    // What the dealer did, not what the owner asked for.
    await expect(items.nth(0)).toContainText('Front brake pads replaced');
    await expect(items.nth(0)).not.toContainText('Brakes feel soft');
    await expect(items.nth(1)).toContainText(australian(openWeekday()));
    await expect(items.nth(1)).toContainText('5,040 km');
    await expect(items.nth(1)).toContainText('Oil and filter replaced');
    await expect(history(page)).not.toContainText('Not done yet');
    // 12 months after the last service's day, or its odometer + 15,000 km.
    await expect(history(page).getByText(/^Next service due by/)).toHaveText(
      `Next service due by ${australian(monthsAfter(lastServiceDay, 12)!)} or 30,200 km`,
    );
    await expectNoSeriousViolations(page, `My vehicle with its service history (${width})`);
    // Nothing wider than the screen at 375 and 1280 px.
    await shootAtBothWidths(page, `vehicle-service-history-from-${width}`);
    await page.setViewportSize(viewport);

    await history(page)
      .getByRole('link', { name: /^Book this service/ })
      .click();
    await expectVehicleChosen(page, serviced, newer);
    await expectNoSeriousViolations(page, `the booking form with the vehicle chosen (${width})`);
  });
}

test('the garage card on a phone: a vehicle never serviced is due 12 months from registration or 15,000 km, and its Book this service chooses it', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  await signInAs(page, request, owner);
  await page.goto(`/myvehicle/${newer.id}`);
  await expect(history(page)).toContainText('No completed service yet.');
  await page.goto('/home');
  const card = page.getByRole('list', { name: 'My vehicles' }).getByRole('listitem').filter({ hasText: newer.registration });
  await expect(card.getByText(/^Next service due by/)).toHaveText('Next service due by 04/03/2025 or 15,000 km');
  await expectNoSeriousViolations(page, 'the garage with the next service of each vehicle');
  await shootAtBothWidths(page, 'garage-next-service');
  await page.setViewportSize(PHONE);
  await card.getByRole('link', { name: /^Book this service/ }).click();
  await expectVehicleChosen(page, newer, serviced);
});
