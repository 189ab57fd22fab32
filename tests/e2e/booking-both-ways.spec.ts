// A booking's life both ways (docs/decisions.md, "Bookings both ways"), each side in its own
// browser: the dealer's service adviser confirms the owner's request at another time with a note
// (1280 wide); the owner sees the new time and the note in My bookings and gets the email with the
// calendar entry moved (375 wide); the owner moves it; the adviser confirms and completes it; My
// vehicle then shows the service in its history and when the next one is due. Axe on each step.
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { momentInWords } from '../../shared/calendar.ts';
import { monthsAfter } from '../../shared/next-service.ts';
import { signInWithForm } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { bookingAction, bookingRow, proposeAnotherTime, shown } from './support/booking-actions.ts';
import { bookByApi, myBookings, openWeekday } from './support/bookings.ts';
import { adminSession, type Session } from './support/catalogue.ts';
import { DESKTOP, type GarageOwner, type GarageVehicleSeed, makeDealer, makeModel, makeOwner, makeVehicle, PHONE, signInAs } from './support/garage.ts';
import { shootAtBothWidths } from './support/screens.ts';

test.describe.configure({ mode: 'serial' });

const ADVISER = { email: `adviser-${Date.now()}@both-ways.example`, password: 'adviser-password-1' };
const australian = (day: string) => day.split('-').reverse().join('/');

let session: Session;
let owner: GarageOwner;
let vehicle: GarageVehicleSeed;
let dealerPage: Page;
let ownerPage: Page;

/** The newest email queued to an address, as staff read it in the outbox. */
async function newestMailTo(api: APIRequestContext, address: string) {
  const page = (await (await api.get(`/api/outbox?search=${encodeURIComponent(address)}&sort=id&order=desc&per_page=1`)).json()) as {
    data: { subject: string; text: string; attachments: { content: string }[] | null }[];
  };
  return page.data[0]!;
}

async function openPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  return (await browser.newContext({ viewport })).newPage();
}

test.beforeAll(async ({ playwright, browser, request }) => {
  session = await adminSession(playwright);
  const model = await makeModel(session.api, 'Cannon', { service_interval_months: 12, service_interval_km: 15000 });
  const dealer = await makeDealer(session.api, `Both Ways GWM ${Date.now()}`);
  owner = await makeOwner(session.api, { state: 'NSW', dealers_id: dealer.id });
  vehicle = await makeVehicle(session.api, owner.id, model, { nickname: 'Tradie' });
  const adviser = await session.api.post('/api/users', {
    data: { role: 'DEALER', dealers_id: dealer.id, firstname: 'Sam', lastname: 'Adviser', ...ADVISER },
  });
  expect(adviser.status(), await adviser.text()).toBe(201);
  await bookByApi(request, owner, { vehicle_id: vehicle.id, dealer_id: dealer.id, date: `${openWeekday(1)} 09:30`, odometer: 15000 });
  dealerPage = await openPage(browser, DESKTOP);
  ownerPage = await openPage(browser, PHONE);
  await signInAs(ownerPage, request, owner);
});

test.afterAll(async () => {
  await Promise.all([dealerPage?.context().close(), ownerPage?.context().close(), session?.api.dispose()]);
});

test('the adviser confirms at another time with a note; the owner sees it and is emailed the new calendar entry', async () => {
  await dealerPage.goto('/adminlogin');
  await signInWithForm(dealerPage, ADVISER);
  await dealerPage.waitForURL('**/vehicleservices');
  const proposed = openWeekday(2);
  const dialog = await proposeAnotherTime(dealerPage, vehicle.registration, proposed, '2:30 pm', 'Please bring the spare key.');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(bookingRow(dealerPage, vehicle.registration)).toContainText(`${shown(proposed)} 14:30`);

  await ownerPage.goto('/home');
  const item = myBookings(ownerPage).getByRole('listitem');
  await expect(item).toContainText('Confirmed');
  await expect(item).toContainText(momentInWords(`${proposed} 14:30`));
  await expect(item).toContainText('says: Please bring the spare key.');
  await expectNoSeriousViolations(ownerPage, 'My bookings with the dealer’s new time and note');
  await shootAtBothWidths(ownerPage, 'booking-confirmed-at-another-time');

  const email = await newestMailTo(session.api, owner.email);
  expect(email.subject).toContain('proposes a new time');
  expect(email.text).toContain('Please bring the spare key.');
  expect(email.attachments![0]!.content).toMatch(/METHOD:REQUEST/);
  expect(email.attachments![0]!.content).toMatch(/SEQUENCE:1/);
});

test('the owner moves it; the adviser confirms and completes it; My vehicle shows the service and the next one due', async () => {
  await ownerPage.setViewportSize(PHONE);
  await myBookings(ownerPage)
    .getByRole('button', { name: /^Change date/ })
    .click();
  const move = ownerPage.getByRole('dialog', { name: 'Change the date' });
  const moved = openWeekday(3);
  await move.getByLabel('Preferred date', { exact: true }).fill(moved);
  await move.getByRole('combobox', { name: 'Preferred time' }).selectOption({ label: '10:00 am' });
  await move.getByRole('button', { name: 'Move booking' }).click();
  await expect(move).toBeHidden();
  await expect(myBookings(ownerPage).getByRole('listitem')).toContainText('Requested');

  await dealerPage.reload();
  const row = bookingRow(dealerPage, vehicle.registration);
  await expect(row).toContainText(`${shown(moved)} 10:00`);
  await bookingAction(dealerPage, 'Confirm', vehicle.registration).click();
  const confirm = dealerPage.getByRole('dialog', { name: 'Confirm the booking' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();
  await bookingAction(dealerPage, 'Complete', vehicle.registration).click();
  const complete = dealerPage.getByRole('dialog', { name: 'Complete the booking' });
  await complete.getByRole('textbox', { name: 'Odometer (km)' }).fill('15320');
  await complete.getByRole('textbox', { name: 'Work done' }).fill('Logbook service; cabin filter replaced.');
  await complete.getByRole('button', { name: 'Complete' }).click();
  await expect(complete).toBeHidden();
  await expect(row).toContainText('Completed');

  await ownerPage.goto(`/myvehicle/${vehicle.id}`);
  const history = ownerPage.getByRole('region', { name: 'Service history' });
  const service = history.getByRole('list', { name: 'Completed services, newest first' }).getByRole('listitem');
  await expect(service).toHaveCount(1);
  await expect(service).toContainText(australian(moved));
  await expect(service).toContainText('15,320 km');
  await expect(service).toContainText('Logbook service; cabin filter replaced.');
  await expect(history.getByText(/^Next service due by/)).toHaveText(`Next service due by ${australian(monthsAfter(moved, 12)!)} or 30,320 km`);
  await expect(myBookings(ownerPage).getByRole('listitem')).toContainText('Completed');
  await expectNoSeriousViolations(ownerPage, 'My vehicle after the completed service');
  await shootAtBothWidths(ownerPage, 'vehicle-after-completed-service');
  expect((await newestMailTo(session.api, owner.email)).subject).toContain('is done');
});
