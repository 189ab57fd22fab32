// Booking a service or repair (docs/owner-app.md 2.14, 4, 5; docs/decisions.md "Owner garage, vehicle,
// dealer and booking") and My bookings (issue 9): a booking made at the preferred dealer whose two
// emails reach a local SMTP server (the dealer's request, the owner's confirmation with its .ics),
// then listed on the garage and the vehicle page and cancelled; every message of the form before
// sending, a closed day, the server's refusal under its field and a call that fails; an owner with
// no vehicle; a cancel the server refuses. Axe on every page, screenshots at both widths.
import { type APIRequestContext, type BrowserContext, expect, type Page, type Request, test } from '@playwright/test';
import { apiToken, E2E_ADMIN } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { bookByApi, nextSunday, openWeekday } from './support/bookings.ts';
import { adminSession, type Session } from './support/catalogue.ts';
import { type DealerSeed, DESKTOP, type GarageModel, makeDealer, makeModel, makeOwner, makeVehicle, PHONE, signInAs } from './support/garage.ts';
import { shootAtBothWidths } from './support/screens.ts';
import { type MailServer, startMailServer } from './support/mail-server.ts';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const book = (page: Page) => page.getByRole('button', { name: 'Book Service' });
const dealerOption = (page: Page, name: string) => page.getByRole('listbox', { name: 'Dealers' }).getByRole('option').filter({ hasText: name });
const myBookings = (page: Page) => page.getByRole('region', { name: 'My bookings' });

/** The JSON body of the next booking the page sends. */
const nextBooking = (page: Page) =>
  page
    .waitForRequest((r: Request) => new URL(r.url()).pathname === '/api/vehicleservices' && r.method() === 'POST')
    .then((r) => r.postDataJSON() as Record<string, unknown>);

/** "Monday 30 November 2026", as My bookings writes a date. */
const dayInWords = (date: string) =>
  new Intl.DateTimeFormat('en-AU', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${date}T00:00:00Z`))
    .replace(',', '');

test.describe('a service booked, emailed, listed and cancelled', () => {
  let mail: MailServer;
  let context: BrowserContext;
  let request: APIRequestContext;
  let api: APIRequestContext;

  test.beforeAll(async ({ browser, playwright }) => {
    test.setTimeout(120_000);
    mail = await startMailServer('booking');
    const { baseURL } = mail.server;
    request = await playwright.request.newContext({ baseURL });
    api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${await apiToken(request, E2E_ADMIN)}` } });
    context = await browser.newContext({ baseURL, viewport: DESKTOP });
  });

  // The browser lets go of the server first: a server closing waits for its open connections.
  test.afterAll(async () => {
    test.setTimeout(60_000);
    await context?.close();
    await api?.dispose();
    await request?.dispose();
    await mail?.stop();
  });

  test('at the preferred dealer: the request, both emails (the owner’s with an .ics), then My bookings and the cancel', async () => {
    test.setTimeout(90_000);
    const model = await makeModel(api);
    const preferred = await makeDealer(api, 'Penrith GWM', { service_email: 'service@penrith-gwm.example' });
    await makeDealer(api, 'Blacktown GWM', { suburb: 'Blacktown', postcode: '2148' });
    await makeDealer(api, 'Auckland GWM', { country: 'NZ', state: 'NZ', suburb: 'Auckland', postcode: '1010' });
    const owner = await makeOwner(api, { state: 'NSW', dealers_id: preferred.id });
    const vehicle = await makeVehicle(api, owner.id, model);
    const page = await context.newPage();
    await signInAs(page, request, owner);

    await page.goto('/book/service');
    await expect(page.getByRole('heading', { level: 1, name: 'Book a Service' })).toBeVisible();
    for (const [label, value] of [
      ['First name', owner.firstname],
      ['Last name', 'Garage'],
      ['Mobile phone', '0491 570 158'],
    ]) {
      await expect(field(page, label!)).toHaveValue(value!);
      await expect(field(page, label!)).toHaveAttribute('readonly');
    }
    // The only vehicle and the preferred dealer are chosen already; only this country's dealers are offered.
    await expect(page.getByRole('radio', { name: new RegExp(vehicle.registration) })).toBeChecked();
    await expect(dealerOption(page, 'Penrith GWM')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('listbox', { name: 'Dealers' }).getByRole('option')).toHaveCount(2);
    await expect(dealerOption(page, 'Auckland GWM')).toHaveCount(0);
    const location = page.getByRole('region', { name: 'Location of the chosen dealer' });
    await expect(location.getByRole('heading', { name: 'Penrith GWM' })).toBeVisible();
    await expect(location.getByRole('link', { name: 'Show on a map (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps?q=-33.75,150.7',
    );

    const day = openWeekday(1);
    await field(page, 'Odometer (km)').fill('15400');
    await field(page, 'Preferred date').fill(day);
    const times = page.getByRole('combobox', { name: 'Preferred time' }).getByRole('option');
    await expect(times.nth(1)).toHaveText('8:00 am');
    await expect(times.last()).toHaveText('5:00 pm');
    await page.getByRole('combobox', { name: 'Preferred time' }).selectOption({ label: '9:30 am' });
    await expectNoSeriousViolations(page, 'the booking form');
    await shootAtBothWidths(page, 'booking-service-filled');

    const sent = nextBooking(page);
    await book(page).click();
    expect(await sent).toEqual({ vehicle_id: vehicle.id, dealer_id: preferred.id, date: `${day} 09:30`, odometer: 15400, type: 'service', description: null });
    const dialog = page.getByRole('dialog', { name: 'Service Booking Requested' });
    await expect(dialog).toContainText('A dealer representative will contact you shortly to confirm your booking.');
    await expect(dialog.getByRole('button', { name: 'Go to my garage' })).toBeFocused();
    await expectNoSeriousViolations(page, 'the booking requested dialog');
    await shootAtBothWidths(page, 'booking-requested', { fullPage: false });

    // The dealer's service address gets the request; the owner the confirmation with its calendar file.
    await expect.poll(() => mail.inbox.messages.length, { timeout: 15_000 }).toBe(2);
    const toDealer = mail.inbox.messages.find((m) => m.envelopeTo.includes('service@penrith-gwm.example'));
    const toOwner = mail.inbox.messages.find((m) => m.envelopeTo.includes(owner.email));
    expect(toDealer, 'the email to the dealer').toBeDefined();
    expect(toDealer!.text).toContain(vehicle.registration);
    expect(toOwner, 'the email to the owner').toBeDefined();
    const calendar = toOwner!.attachments.find((a) => a.filename.endsWith('.ics'));
    expect(calendar, 'the calendar file').toBeDefined();
    expect(calendar!.contentType).toMatch(/^text\/calendar/);
    expect(calendar!.content).toContain('BEGIN:VEVENT');
    expect(calendar!.content).toContain('Penrith GWM');

    await dialog.getByRole('button', { name: 'Go to my garage' }).click();
    await page.waitForURL('**/home');
    const item = myBookings(page)
      .getByRole('listitem')
      .filter({ hasText: `${dayInWords(day)} at 9:30 am` });
    await expect(item).toContainText('Service');
    await expect(item).toContainText('Penrith GWM, Penrith NSW');
    await expect(item).toContainText('Requested');
    await expectNoSeriousViolations(page, 'the garage with a booking');
    await shootAtBothWidths(page, 'booking-garage-requested');

    // The vehicle's own page lists it too.
    await page.goto(`/myvehicle/${vehicle.id}`);
    await expect(myBookings(page).getByRole('listitem')).toHaveCount(1);
    await expect(myBookings(page).getByRole('listitem')).toContainText('Requested');

    // Cancelled only after the confirmation; Keep it changes nothing.
    await myBookings(page)
      .getByRole('button', { name: /^Cancel booking/ })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(confirm).toContainText('Penrith GWM');
    await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await expectNoSeriousViolations(page, 'the cancel confirmation');
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await expect(myBookings(page).getByRole('listitem')).toContainText('Requested');
    await myBookings(page)
      .getByRole('button', { name: /^Cancel booking/ })
      .click();
    await confirm.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(confirm).toBeHidden();
    await expect(myBookings(page).getByRole('listitem')).toContainText('Cancelled');
    await expect(myBookings(page).getByRole('button', { name: /^Cancel booking/ })).toHaveCount(0);
    await page.goto('/home');
    await expect(myBookings(page).getByRole('listitem')).toContainText('Cancelled');
    await page.close();
  });
});

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

  test('a cancel the server refuses says why and leaves the booking as it is', async ({ page, request }) => {
    const owner = await makeOwner(session.api, { state: 'NSW', dealers_id: penrith.id });
    const vehicle = await makeVehicle(session.api, owner.id, model);
    const { id } = await bookByApi(request, owner, { vehicle_id: vehicle.id, dealer_id: penrith.id, date: `${openWeekday(2)} 10:00`, odometer: 8000 });
    await signInAs(page, request, owner);
    await page.goto('/home');
    await expect(myBookings(page).getByRole('listitem')).toContainText('Requested');
    // Meanwhile the dealer confirms it: an owner may cancel only a booking still requested.
    const confirmed = await session.api.put(`/api/vehicleservices/${id}/status`, { data: { status: 'confirmed' } });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
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
    await expect(myBookings(page).getByRole('listitem')).toContainText('Confirmed');
    await expect(myBookings(page).getByRole('button', { name: /^Cancel booking/ })).toHaveCount(0);
  });
});
