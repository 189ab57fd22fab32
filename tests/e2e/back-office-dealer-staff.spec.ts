// Dealer staff in the back office (docs/decisions.md, "Bookings both ways"): an administrator adds a
// dealer's staff member in Portal users (Dealer staff), who signs in at /adminlogin with the password
// set for them, lands on Service bookings, sees their dealer's bookings alone and confirms one at
// another time; their drawer holds their two sections, any other page says it is not theirs, and
// their dealer is read only. Owners and bookings are made through the API, once for the file.
import { expect, type Page, test } from '@playwright/test';
import { signInWithForm } from './support/accounts.ts';
import { openAsAdmin, unique } from './support/admin-session.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { bookingAction, bookingDetails, bookingRow, bookingsTable, proposeAnotherTime, shown } from './support/booking-actions.ts';
import { bookByApi, openWeekday } from './support/bookings.ts';
import { adminSession, textbox } from './support/catalogue.ts';
import { pick } from './support/fleet.ts';
import { type DealerSeed, makeDealer, makeModel, makeOwner, makeVehicle } from './support/garage.ts';
import { picture, picturesAtBothWidths } from './support/pictures.ts';

test.use({ viewport: { width: 1280, height: 800 } });
test.describe.configure({ mode: 'serial' });

const STAFF = { firstname: 'Dana', lastname: unique('Dealerstaff').replace(' ', ''), email: '', password: 'dealer-password-1' };
STAFF.email = `${STAFF.lastname}@staff.example`.toLowerCase();

let ours: DealerSeed, theirs: DealerSeed;
/** Registrations booked at our dealer (one to confirm) and at the other. */
let toConfirm: string, alsoOurs: string, atOther: string;

test.beforeAll(async ({ playwright, request }) => {
  const session = await adminSession(playwright);
  const model = await makeModel(session.api);
  ours = await makeDealer(session.api, unique('Staffed Motors'));
  theirs = await makeDealer(session.api, unique('Elsewhere Motors'));
  const owner = await makeOwner(session.api, { state: 'NSW', dealers_id: ours.id });
  const vehicles = await Promise.all([1, 2, 3].map(() => makeVehicle(session.api, owner.id, model)));
  [toConfirm, alsoOurs, atOther] = vehicles.map((v) => v.registration) as [string, string, string];
  const at = [ours, ours, theirs];
  for (const [i, vehicle] of vehicles.entries())
    await bookByApi(request, owner, {
      vehicle_id: vehicle.id,
      dealer_id: at[i]!.id,
      date: `${openWeekday(2)} ${String(8 + i).padStart(2, '0')}:30`,
      odometer: 9000,
    });
  await session.api.dispose();
});

const drawerLinks = (page: Page) => page.getByRole('navigation', { name: 'Sections' }).getByRole('link');

test('an administrator adds a dealer’s staff member on the Dealer staff tab, the dealer required', async ({ page, request }) => {
  await openAsAdmin(page, request, '/users');
  await page.getByRole('tab', { name: 'Dealer staff' }).click();
  await expect(page).toHaveURL(/tab=dealer-staff/);
  await page.getByRole('button', { name: '+ Add a user' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a user' });
  await textbox(dialog, 'First name').fill(STAFF.firstname);
  await textbox(dialog, 'Last name').fill(STAFF.lastname);
  await textbox(dialog, 'Email').fill(STAFF.email);
  await textbox(dialog, 'Password').fill(STAFF.password);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Dealer' })).toHaveAccessibleDescription(/Dealer staff belong to a dealer: please choose one\./);
  await pick(dialog, 'Dealer', ours.name.split(' ').at(-1)!, ours.name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: STAFF.lastname });
  await expect(row).toContainText(ours.name);
  await expect(page.getByRole('table', { name: 'Portal Users' }).getByRole('columnheader')).toHaveText(['', 'Details', 'Dealer', 'Logins', 'Actions']);
});

test('the staff member signs in, lands on their dealer’s bookings and confirms one at another time', async ({ page }) => {
  await page.goto('/adminlogin');
  await signInWithForm(page, STAFF);
  await page.waitForURL('**/vehicleservices');
  await expect(bookingRow(page, toConfirm)).toBeVisible();
  await expect(bookingRow(page, alsoOurs)).toBeVisible();
  await expect(bookingsTable(page)).not.toContainText(atOther);
  await expect(drawerLinks(page)).toHaveText(['Dealers', 'Service bookings']);
  await expect(page.getByRole('navigation', { name: 'Sections' })).toContainText(`${STAFF.firstname} ${STAFF.lastname}${ours.name}${STAFF.email}`);
  // Staff confirm, decline and complete; only the owner and myGWM cancel.
  await expect(bookingAction(page, 'Decline', toConfirm)).toBeVisible();
  await expect(bookingAction(page, 'Cancel', toConfirm)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);

  const day = openWeekday(3);
  const dialog = await proposeAnotherTime(page, toConfirm, day, '3:00 pm', 'Your car is ready for you at 3 pm.');
  await expectNoSeriousViolations(page, "a dealer's confirm dialog", ['[role=dialog]']);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  const row = bookingRow(page, toConfirm);
  await expect(row).toContainText('Confirmed');
  await expect(row).toContainText(`${shown(day)} 15:00`);
  await expect(await bookingDetails(page, toConfirm)).toContainText("Dealer's note: Your car is ready for you at 3 pm.");
  await picturesAtBothWidths(page, 'dealer-staff-bookings');
});

test('any other page is not theirs, and their dealer is read only', async ({ page }) => {
  await page.goto('/adminlogin');
  await signInWithForm(page, STAFF);
  await page.waitForURL('**/vehicleservices');

  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'Not available to your account' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'the page not available to dealer staff', ['main', 'nav']);
  await picture(page, 'dealer-staff-not-available-1280.png');

  await page.getByRole('link', { name: 'Dealers' }).click();
  const dealers = page.getByRole('table', { name: 'Active dealers' });
  await expect(dealers.locator('tbody tr')).toHaveCount(1);
  await expect(dealers).toContainText(ours.name);
  await expect(dealers.getByRole('link', { name: ours.name, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(\+ Add|Edit|Disable|Update|Export)/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Update PMAs' })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await picturesAtBothWidths(page, 'dealer-staff-dealers');

  await page.goto(`/dealers/${ours.id}`);
  await expect(page.getByRole('heading', { name: 'Not available to your account' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Service bookings' }).click();
  await expect(bookingRow(page, alsoOurs)).toBeVisible();
});
