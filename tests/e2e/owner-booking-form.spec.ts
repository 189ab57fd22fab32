// The owner's booking form (docs/owner-app.md 2.14): every message of section 5 under its field,
// an owner with no vehicle, and a cancel the server refuses.
import { expect, test } from '@playwright/test';
import { lastBookableDate } from '../../shared/booking-rules.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { book, bookByApi, completeByApi, dealerOption, field, myBookings, nextBooking, nextSunday, openWeekday } from './support/bookings.ts';
import { adminSession, type Session } from './support/catalogue.ts';
import { type DealerSeed, type GarageModel, makeDealer, makeModel, makeOwner, makeVehicle, PHONE, signInAs } from './support/garage.ts';
import { layoutShift, shootAtBothWidths } from './support/screens.ts';

test.describe('the booking form', () => {
  let session: Session;
  let model: GarageModel;
  let penrith: DealerSeed;
  let auckland: DealerSeed;

  test.beforeAll(async ({ playwright }) => {
    session = await adminSession(playwright);
    model = await makeModel(session.api);
    penrith = await makeDealer(session.api, 'Penrith GWM');
    auckland = await makeDealer(session.api, 'Auckland GWM', { country: 'NZ', state: 'NZ', suburb: 'Auckland', postcode: '1010' });
  });

  test.afterAll(async () => session?.api.dispose());

  test('every message of section 5 under its field before sending, a closed day at once, then the server’s refusal and a failed call', async ({
    page,
    request,
  }) => {
    // Two vehicles and no preferred dealer: nothing is chosen for the owner.
    const owner = await makeOwner(session.api, { state: 'NSW' });
    const first = await makeVehicle(session.api, owner.id, model);
    await makeVehicle(session.api, owner.id, model);
    await signInAs(page, request, owner);
    await page.setViewportSize(PHONE);
    await page.goto('/book/repair');
    await expect(page.getByRole('heading', { level: 1, name: 'Book a Repair' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Repair' })).toHaveAttribute('aria-current', 'page');

    const calls: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && calls.push(new URL(r.url()).pathname));
    await book(page).click();
    await expect(page.getByRole('group', { name: 'Vehicle' })).toHaveAccessibleDescription('A vehicle is required');
    await expect(page.getByRole('group', { name: 'Vehicle' })).toBeFocused();
    await expect(field(page, 'Odometer (km)')).toHaveAccessibleDescription('Please enter your odometer reading');
    await expect(page.locator('#booking-dealer')).toHaveAccessibleDescription('A dealer is required');
    await expect(field(page, 'Preferred date')).toHaveAccessibleDescription('Please enter your preferred date');
    await expect(field(page, 'Preferred time')).toHaveAccessibleDescription(/Please enter your preferred time/);
    await expectNoSeriousViolations(page, 'the booking form with its messages');
    await shootAtBothWidths(page, 'booking-repair-messages');

    await field(page, 'Odometer (km)').fill('12,000 km');
    await expect(field(page, 'Odometer (km)')).toHaveAccessibleDescription('Your odometer reading must be a number');
    await field(page, 'Odometer (km)').fill('12000');
    await expect(field(page, 'Odometer (km)')).not.toHaveAttribute('aria-invalid');

    const description = field(page, 'Describe the problem');
    await expect(description).toHaveAttribute('maxlength', '2000');
    await description.fill('A rattle from the rear left wheel above 60 km/h.');
    await expect(page.getByText('48 of 2000 characters')).toBeVisible();

    await page.getByRole('radio', { name: new RegExp(first.registration) }).check();
    await dealerOption(page, 'Penrith GWM').click();
    await expect(page.getByRole('region', { name: 'Location of the chosen dealer' })).toContainText('Penrith GWM');
    // A closed day is refused as soon as it is chosen, and offers no time.
    await field(page, 'Preferred date').fill(nextSunday());
    await expect(field(page, 'Preferred date')).toHaveAccessibleDescription('This dealer is closed on Sundays. Please choose another day.');
    await expect(page.getByRole('combobox', { name: 'Preferred time' }).getByRole('option')).toHaveCount(1);
    const day = openWeekday();
    await field(page, 'Preferred date').fill(day);
    await page.getByRole('combobox', { name: 'Preferred time' }).selectOption({ label: '4:30 pm' });
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
    expect(calls).toEqual([]);

    // The server refuses what the form cannot make: a dealer of another country (the request is changed on its way).
    await page.route('**/api/vehicleservices', (route) =>
      route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), dealer_id: auckland.id }) }),
    );
    const sent = nextBooking(page);
    await book(page).click();
    expect(await sent).toMatchObject({
      vehicle_id: first.id,
      date: `${day} 16:30`,
      odometer: 12000,
      type: 'repair',
      description: 'A rattle from the rear left wheel above 60 km/h.',
    });
    await expect(page.locator('#booking-dealer-error')).toBeVisible();
    await expect(page.locator('#booking-dealer-error')).not.toBeEmpty();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await shootAtBothWidths(page, 'booking-refused');

    // No network: the form says so and keeps what was typed.
    await page.unroute('**/api/vehicleservices');
    await page.route('**/api/vehicleservices', (route) => route.abort());
    await book(page).click();
    await expect(page.getByRole('alert')).toHaveText('We could not reach the server. Please check your connection and try again.');
    await expect(description).toHaveValue('A rattle from the rear left wheel above 60 km/h.');

    // Back on line, the repair goes through and its dialog names it.
    await page.unroute('**/api/vehicleservices');
    await book(page).click();
    await expect(page.getByRole('dialog', { name: 'Repair Booking Requested' })).toBeVisible();
    await page.keyboard.press('Escape');
    // The form is ready for another request: cleared, the vehicle and dealer kept, no message yet.
    await expect(field(page, 'Odometer (km)')).toHaveValue('');
    await expect(page.getByRole('radio', { name: new RegExp(first.registration) })).toBeChecked();
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);

    // Six months ahead at most: the picker stops there, and a date typed past it is refused at once.
    await expect(field(page, 'Preferred date')).toHaveAttribute('max', lastBookableDate({ state: 'NSW' }));
    await field(page, 'Preferred date').fill('2100-01-04');
    await expect(field(page, 'Preferred date')).toHaveAccessibleDescription('Please choose a date within the next 6 months.');
    // The vehicle just booked cannot be booked again while that booking stands: the server says so under it.
    await field(page, 'Odometer (km)').fill('12100');
    await field(page, 'Preferred date').fill(day);
    await page.getByRole('combobox', { name: 'Preferred time' }).selectOption({ label: '4:30 pm' });
    await book(page).click();
    await expect(page.getByRole('group', { name: 'Vehicle' })).toHaveAccessibleDescription(
      'This vehicle already has a booking the dealer expects. Please cancel it in My bookings before booking another.',
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('an owner with no vehicle is told why there is nothing to book; an unknown type is the service form', async ({ page, request }) => {
    const owner = await makeOwner(session.api, { state: 'NSW', dealers_id: penrith.id });
    await signInAs(page, request, owner);
    await page.goto('/book/service');
    await expect(page.getByText('There is no vehicle in your garage yet.')).toBeVisible();
    await expect(book(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to my garage' }).click();
    await page.waitForURL('**/home');
    await expect(myBookings(page)).toContainText('You have no bookings yet.');
    await expectNoSeriousViolations(page, 'the garage without bookings');

    await makeVehicle(session.api, owner.id, model);
    await page.goto('/book/oil-change');
    await page.waitForURL('**/book/service');
    await expect(page.getByRole('heading', { level: 1, name: 'Book a Service' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Describe the problem' })).toHaveCount(0);
  });

  test('on a phone nothing jumps while the form loads: the footer stays out of sight until the form is drawn', async ({ page, request }) => {
    const owner = await makeOwner(session.api, { state: 'NSW', dealers_id: penrith.id });
    await makeVehicle(session.api, owner.id, model);
    await signInAs(page, request, owner);
    await page.setViewportSize(PHONE);
    // The vehicles answering late, as on a slow phone network: held until the page shows it is loading.
    let answer!: () => void;
    const answered = new Promise<void>((done) => (answer = done));
    await page.route('**/api/vehicles/user', async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto('/book/service');
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
    answer();
    await expect(book(page)).toBeVisible();
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });

  test('a cancel the server refuses says why and leaves the booking as it is', async ({ page, request }) => {
    const owner = await makeOwner(session.api, { state: 'NSW', dealers_id: penrith.id });
    const vehicle = await makeVehicle(session.api, owner.id, model);
    const { id } = await bookByApi(request, owner, { vehicle_id: vehicle.id, dealer_id: penrith.id, date: `${openWeekday(2)} 10:00`, odometer: 8000 });
    await signInAs(page, request, owner);
    await page.goto('/home');
    await expect(myBookings(page).getByRole('listitem')).toContainText('Requested');
    // Meanwhile the dealer completes it: an owner may cancel only a booking still open.
    await completeByApi(session.api, id, 8010, 'Checked, nothing found');
    await myBookings(page)
      .getByRole('button', { name: /^Cancel booking/ })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await confirm.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(confirm.getByRole('alert')).not.toBeEmpty();
    await expect(confirm).toBeVisible();
    await shootAtBothWidths(page, 'booking-cancel-refused', { fullPage: false });
    // The list behind it has caught up with the booking as it now stands.
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await expect(myBookings(page).getByRole('listitem')).toContainText('Completed');
    await expect(myBookings(page).getByRole('button', { name: /^Cancel booking/ })).toHaveCount(0);
  });
});
