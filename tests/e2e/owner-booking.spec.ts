// Booking a service or repair (docs/owner-app.md 2.14, 4, 5; docs/decisions.md "Owner garage, vehicle,
// dealer and booking") and My bookings (issue 9): a booking made at the preferred dealer whose two
// emails reach a local SMTP server (the dealer's request, the owner's confirmation with its .ics),
// then listed on the garage and the vehicle page, confirmed by the dealer, moved and cancelled by
// the owner (the other side told of each, the owner's calendar file following). Axe on every page, screenshots at both widths. The form's messages and refusals are in owner-booking-form.spec.ts.
import { type APIRequestContext, type BrowserContext, expect, test } from '@playwright/test';
import { apiToken, E2E_ADMIN } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { book, dealerOption, field, myBookings, nextBooking, openWeekday } from './support/bookings.ts';
import { DESKTOP, makeDealer, makeModel, makeOwner, makeVehicle, signInAs } from './support/garage.ts';
import { shootAtBothWidths } from './support/screens.ts';
import { type MailServer, startMailServer } from './support/mail-server.ts';

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
    // Confirmed by the dealer, it can still be cancelled, and the dealer is told.
    const [booking] = await (await api.get(`/api/vehicleservices?user_id=${owner.id}`)).json().then((page: { data: { id: number }[] }) => page.data);
    expect((await api.put(`/api/vehicleservices/${booking!.id}/status`, { data: { status: 'confirmed' } })).status()).toBe(200);
    await page.reload();
    await expect(myBookings(page).getByRole('listitem')).toContainText('Confirmed');
    // The owner is told, with the calendar entry confirmed: the same event, a later revision.
    await expect.poll(() => mail.inbox.messages.length, { timeout: 15_000 }).toBe(3);
    expect(mail.inbox.messages[2]!.envelopeTo).toEqual([owner.email]);
    expect(mail.inbox.messages[2]!.headers.subject).toContain('is confirmed');
    const confirmedCalendar = mail.inbox.messages[2]!.attachments[0]!.content;
    expect(confirmedCalendar).toMatch(/METHOD:REQUEST/);
    expect(confirmedCalendar).toMatch(/SEQUENCE:1/);
    expect(confirmedCalendar).toMatch(/STATUS:CONFIRMED/);
    // The owner moves it: requested again at the new time, and the dealer is told.
    await myBookings(page)
      .getByRole('button', { name: /^Change date/ })
      .click();
    const move = page.getByRole('dialog', { name: 'Change the date' });
    await expect(move).toContainText(`${dayInWords(day)} at 9:30 am`);
    const later = openWeekday(2);
    await move.getByLabel('Preferred date', { exact: true }).fill(later);
    await move.getByRole('combobox', { name: 'Preferred time' }).selectOption({ label: '11:00 am' });
    await expectNoSeriousViolations(page, 'the change of date');
    await shootAtBothWidths(page, 'booking-change-date', { fullPage: false });
    await move.getByRole('button', { name: 'Move booking' }).click();
    await expect(move).toBeHidden();
    await expect(myBookings(page).getByRole('listitem')).toContainText(`${dayInWords(later)} at 11:00 am`);
    await expect(myBookings(page).getByRole('listitem')).toContainText('Requested');
    // The dealer is told of the move; the owner gets a note of it with their calendar entry moved.
    await expect.poll(() => mail.inbox.messages.length, { timeout: 15_000 }).toBe(5);
    const moveNote = mail.inbox.messages.slice(3).find((m) => m.envelopeTo.includes('service@penrith-gwm.example'));
    expect(moveNote!.headers.subject).toContain('Service booking moved');
    expect(moveNote!.text).toContain('at 11:00 am');
    await myBookings(page)
      .getByRole('button', { name: /^Cancel booking/ })
      .click();
    await confirm.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(confirm).toBeHidden();
    await expect(myBookings(page).getByRole('listitem')).toContainText('Cancelled');
    await expect.poll(() => mail.inbox.messages.length, { timeout: 15_000 }).toBe(7);
    const cancelled = mail.inbox.messages.slice(5).find((m) => m.envelopeTo.includes('service@penrith-gwm.example'))!;
    const ownersCopy = mail.inbox.messages.slice(5).find((m) => m.envelopeTo.includes(owner.email))!;
    expect(ownersCopy.attachments[0]!.content).toMatch(/METHOD:CANCEL/);
    expect(cancelled.headers.subject).toContain('Service booking cancelled');
    expect(cancelled.text).toContain(vehicle.registration);
    await expect(myBookings(page).getByRole('button', { name: /^Cancel booking/ })).toHaveCount(0);
    await page.goto('/home');
    await expect(myBookings(page).getByRole('listitem')).toContainText('Cancelled');
    await page.close();
  });
});
