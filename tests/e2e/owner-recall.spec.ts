// Recalls (docs/decisions.md, "Recalls"; issue 28): an owner whose vehicle's VIN is on an active
// campaign sees the red notice on the garage card and on My vehicle (title, risk, remedy), books the
// recall repair from it (the booking form opened for a recall, that vehicle chosen), the notice
// then says it is booked, and once staff confirm and complete the booking (through the API) the
// notice is gone. Staff see the campaign's progress on the Recalls screen. Axe on every owner page,
// screenshots at 375 and 1280 px.
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { book, completeByApi, dealerOption, field, nextBooking, openWeekday } from './support/bookings.ts';
import { adminSession, apiJson, type Session, signedIn } from './support/catalogue.ts';
import { DESKTOP, type GarageOwner, type GarageVehicleSeed, makeDealer, makeModel, makeOwner, makeVehicle, signInAs } from './support/garage.ts';
import { tag } from './support/onboarding.ts';
import { shootAtBothWidths } from './support/screens.ts';

const TITLE = 'Rear seat belt buckle may not latch';
const notice = (page: Page) => page.getByRole('region', { name: `Safety recall: ${TITLE}` });

test.describe('a recall seen, booked and remedied', () => {
  let session: Session;
  let owner: GarageOwner;
  let vehicle: GarageVehicleSeed;
  let reference: string;

  test.beforeAll(async ({ playwright }) => {
    session = await adminSession(playwright);
    const model = await makeModel(session.api);
    const dealer = await makeDealer(session.api, 'Recall Penrith GWM');
    owner = await makeOwner(session.api, { state: 'NSW', dealers_id: dealer.id });
    // A VIN is 17 letters and digits without I, O or Q.
    const t = tag().replace(/[IOQ]/g, '9');
    vehicle = await makeVehicle(session.api, owner.id, model, { vin: `LGWRC${t}`.padEnd(17, '0') });
    reference = `R-E2E-${t}`;
    const recall = await apiJson<{ id: number }>(session.api, '/api/recalls', {
      reference,
      title: TITLE,
      description: 'The buckle of the rear centre seat belt may not latch fully.',
      risk: 'An unlatched belt does not restrain its passenger in a crash.',
      remedy: 'The dealer inspects the buckle and replaces it where needed.',
      published_date: '2026-05-04',
      country: 'AU',
      active: true,
    });
    await apiJson(session.api, '/api/recallvehicles', { recalls_id: recall.id, vin: `LGWRC${t}`.padEnd(17, '0').toLowerCase() });
  });

  test.afterAll(async () => session?.api.dispose());

  test('the notice on the garage and My vehicle, the recall booking from it, and the notice gone once completed', async ({ page, request }) => {
    test.setTimeout(90_000);
    await signInAs(page, request, owner);
    await page.setViewportSize(DESKTOP);
    await page.goto('/home');
    await expect(notice(page)).toContainText('Risk: An unlatched belt does not restrain its passenger in a crash.');
    await expect(notice(page)).toContainText('Remedy: The dealer inspects the buckle and replaces it where needed.');
    await expect(notice(page)).toContainText(`Recall ${reference}`);
    await expectNoSeriousViolations(page, 'the garage with a recall notice');
    await shootAtBothWidths(page, 'recall-notice-garage');

    await page.goto(`/myvehicle/${vehicle.id}`);
    await expect(notice(page).getByRole('heading', { level: 2 })).toBeVisible();
    await expectNoSeriousViolations(page, 'My vehicle with a recall notice');
    await shootAtBothWidths(page, 'recall-notice-vehicle');

    await notice(page)
      .getByRole('link', { name: /Book the recall repair/ })
      .click();
    await page.waitForURL(`**/book/recall?vehicle=${vehicle.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Book a Recall repair' })).toBeVisible();
    // Opened for a recall: no switch to a service or a repair, only the affected vehicle, the recall named.
    await expect(page.getByRole('navigation', { name: 'What to book' })).toHaveCount(0);
    await expect(page.getByRole('radio')).toHaveCount(1);
    await expect(page.getByRole('radio', { name: new RegExp(vehicle.registration) })).toBeChecked();
    await expect(page.getByText(`Recall ${reference}: ${TITLE}`)).toBeVisible();
    await expect(dealerOption(page, 'Recall Penrith GWM')).toHaveAttribute('aria-selected', 'true');
    const day = openWeekday(1);
    await field(page, 'Odometer (km)').fill('15400');
    await field(page, 'Preferred date').fill(day);
    await page.getByRole('combobox', { name: 'Preferred time' }).selectOption({ label: '9:30 am' });
    await expectNoSeriousViolations(page, 'the recall booking form');
    await shootAtBothWidths(page, 'recall-booking-filled');

    const sent = nextBooking(page);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/vehicleservices' && r.request().method() === 'POST');
    await book(page).click();
    expect(await sent).toMatchObject({ vehicle_id: vehicle.id, type: 'recall', date: `${day} 09:30`, odometer: 15400 });
    const booking = (await (await answered).json()) as { id: number; description: string };
    expect(booking.description).toBe(`Recall ${reference}: ${TITLE}`);
    const dialog = page.getByRole('dialog', { name: 'Recall repair Booking Requested' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Go to my garage' }).click();
    await page.waitForURL('**/home');
    await expect(notice(page)).toContainText('Your recall repair is booked');
    await expect(notice(page).getByRole('link', { name: /Book the recall repair/ })).toHaveCount(0);

    // The dealer's side: confirmed, then completed; the VIN is remedied and the notice goes.
    await completeByApi(session.api, booking.id, 15460, 'Rear centre buckle replaced');
    await page.reload();
    await expect(page.getByRole('heading', { name: vehicle.registration }).or(page.getByText(vehicle.registration).first())).toBeVisible();
    await expect(notice(page)).toHaveCount(0);
    await shootAtBothWidths(page, 'recall-notice-gone');
  });

  test("staff see the campaign's progress on the Recalls screen and the dashboard's tile", async ({ page }) => {
    await signedIn(page, session);
    await page.setViewportSize(DESKTOP);
    await page.goto(`/recalls?q=${reference}`);
    const row = page.getByRole('row').filter({ hasText: reference });
    // An owner made by staff has not registered through an invitation: the campaign emails registered owners only.
    await expect(row).toContainText('1 VINs, 0 registered, 0 notified, 1 booked, 1 remedied');
    await row.getByRole('button', { name: new RegExp(`VINs of ${reference}`) }).click();
    await expect(page.getByRole('textbox', { name: 'Add a VIN' })).toBeVisible();
    await shootAtBothWidths(page, 'recalls-screen', { fullPage: false });
    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: /^Open recalls \d/ })).toBeVisible();
  });
});
