// The owner's data (docs/decisions.md, "The owner's data"): an owner downloads their data from
// Account Details (the file checked) and deletes their account (the dialog, a wrong password, then
// signed out and unable to sign in); an administrator deletes an owner, the dialog stating what goes
// with them, and the kept booking then names no customer. Axe and both widths on each screen.
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { openAsAdmin } from './support/admin-session.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { adminSession, type Session } from './support/catalogue.ts';
import { apiToken } from './support/accounts.ts';
import { bookByApi, openWeekday } from './support/bookings.ts';
import { type GarageOwner, makeDealer, makeModel, makeOwner, makeVehicle, signInAs } from './support/garage.ts';
import { searchFor } from './support/lists.ts';
import { look } from './support/onboarding-steps.ts';
import { picturesAtBothWidths } from './support/pictures.ts';

let session: Session;
test.beforeAll(async ({ playwright }) => {
  session = await adminSession(playwright);
});

const photo = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: '#2e86c1' } })
    .jpeg()
    .toBuffer();

/** An owner with a vehicle, their own photo of it and a booking. */
async function ownerWithThings(request: APIRequestContext, lastname: string) {
  const model = await makeModel(session.api);
  const owner = await makeOwner(session.api, { lastname, state: 'NSW' });
  const vehicle = await makeVehicle(session.api, owner.id, model, { nickname: 'Blue Heeler' });
  const headers = { authorization: `Bearer ${await apiToken(request, owner)}` };
  const uploaded = await request.post(`/api/vehicles/vehicle/${vehicle.id}`, {
    headers,
    multipart: { _method: 'PUT', image: { name: 'ute.jpg', mimeType: 'image/jpeg', buffer: await photo() } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const dealer = await makeDealer(session.api, `Data Dealer ${lastname}`);
  const description = `Squeak in the dash ${lastname}`;
  await bookByApi(request, owner, { vehicle_id: vehicle.id, dealer_id: dealer.id, date: `${openWeekday()} 09:00`, odometer: 1200, description });
  return { owner, vehicle, description };
}

async function signInWithPassword(page: Page, owner: GarageOwner) {
  await page.getByLabel('Email', { exact: true }).fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe("the owner's data", () => {
  test.setTimeout(180_000);

  test('an owner downloads their data, then deletes their account and cannot sign in again', async ({ page, request }) => {
    const lastname = `Datum${Date.now().toString(36)}`;
    const { owner, vehicle, description } = await ownerWithThings(request, lastname);
    await signInAs(page, request, owner);
    await page.goto('/myaccount');
    await expect(page.getByRole('heading', { name: 'Update your Details' })).toBeVisible();
    const marketing = page.getByRole('switch', { name: 'Marketing emails' });
    await expect(marketing).toBeChecked();
    await expect(marketing).toHaveAccessibleDescription(/news and offers.*On since \d{2}\/\d{2}\/\d{4}/);
    await look(page, 'owner-data-account');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`mygwm-data-${new Date().toISOString().slice(0, 10)}.json`);
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(data.account).toMatchObject({ id: owner.id, email: owner.email, lastname });
    expect(data.vehicles).toEqual([expect.objectContaining({ id: vehicle.id, registration: vehicle.registration, nickname: 'Blue Heeler' })]);
    expect(data.bookings).toEqual([expect.objectContaining({ vehicle_id: vehicle.id, description })]);
    expect(data.photos).toEqual([{ vehicle_id: vehicle.id, url: expect.stringMatching(/\/api\/files\/vehicle-photos\/.+\.jpg$/) }]);
    expect(data.consents.marketing.given).toBe(true);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const ask = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(ask).toContainText('your bookings are kept for the dealer, without your name, email or phone');
    await look(page, 'owner-data-delete-dialog', { fullPage: false });
    await ask.getByLabel('Your password', { exact: true }).fill('not-my-password');
    await ask.getByRole('button', { name: 'Delete my account' }).click();
    await expect(ask.getByLabel('Your password', { exact: true })).toHaveAccessibleDescription(
      'That password is not right. Your account has not been deleted.',
    );
    await look(page, 'owner-data-delete-wrong-password', { fullPage: false });
    await ask.getByLabel('Your password', { exact: true }).fill(owner.password);
    await ask.getByRole('button', { name: 'Delete my account' }).click();

    const done = page.getByRole('dialog', { name: 'Your account has been deleted' });
    await expect(done).toBeVisible();
    await look(page, 'owner-data-deleted', { fullPage: false });
    await done.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL('**/adminlogin');
    expect(await page.evaluate(() => window.localStorage.getItem('access_token'))).toBeNull();
    await signInWithPassword(page, owner);
    await expect(page.getByRole('alert')).toHaveText('These credentials do not match our records.');
  });

  test('an administrator deletes an owner: the dialog states what goes with them, and the kept booking names no customer', async ({ page, request }) => {
    const lastname = `Staffdel${Date.now().toString(36)}`;
    const { description } = await ownerWithThings(request, lastname);
    await openAsAdmin(page, request, '/users');
    await searchFor(page, 'portal users', lastname);
    const remove = page.getByRole('button', { name: new RegExp(`^Delete .*${lastname}`) });
    await remove.click();
    const confirm = page.getByRole('dialog', { name: 'Delete this user?' });
    const note = confirm.getByTestId('owner-deletion-note');
    await expect(note).toContainText("1 vehicle will be unlinked and kept for the maker's records");
    await expect(note).toContainText("1 booking will be kept for the dealer without the owner's name, email or phone");
    await expect(note).toContainText('their 1 photo will be deleted');
    // Axe reads colours once the dialog has faded in.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await expectNoSeriousViolations(page, 'owner-data-staff-delete');
    await picturesAtBothWidths(page, 'owner-data-staff-delete');
    await page.setViewportSize({ width: 1280, height: 900 });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(`No portal users match “${lastname}”`)).toBeVisible();

    await page.goto('/vehicleservices');
    await searchFor(page, 'service bookings', description);
    // The search finds the booking by the owner's words, which a 1280 px row keeps in its Details.
    const row = page.getByRole('row').filter({ hasText: 'Owner deleted their account' });
    await expect(row).toHaveCount(1);
    const toggle = row.getByRole('button', { name: /^Details of / });
    await toggle.click();
    await expect(page.locator(`#${await toggle.getAttribute('aria-controls')}`)).toContainText(description);
    await expectNoSeriousViolations(page, 'owner-data-kept-booking');
    await picturesAtBothWidths(page, 'owner-data-kept-booking');
  });
});
