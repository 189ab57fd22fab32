// My vehicle when there is no vehicle of the owner's to show (docs/owner-app.md 2.11): another
// owner's vehicle, or a path naming none (/myvehicle, /myvehicle/abc), says the vehicle was not
// found, with a way back to the garage; with axe. Data comes through the administrator's API.
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { adminSession, type Session } from './support/catalogue.ts';
import { type GarageModel, type GarageOwner, makeModel, makeOwner, makeVehicle, PHONE, signInAs } from './support/garage.ts';
import { shootAtBothWidths } from './support/screens.ts';

let session: Session;
let model: GarageModel;
let owner: GarageOwner;

test.beforeAll(async ({ playwright }) => {
  session = await adminSession(playwright);
  model = await makeModel(session.api);
  owner = await makeOwner(session.api, { state: 'NSW' });
  await makeVehicle(session.api, owner.id, model);
});

test.afterAll(async () => session?.api.dispose());

test('a vehicle that is not the owner’s is not found, with a way back to the garage', async ({ page, request }) => {
  const stranger = await makeOwner(session.api);
  const theirs = await makeVehicle(session.api, stranger.id, model);
  await signInAs(page, request, owner);
  await page.goto(`/myvehicle/${theirs.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle not found' })).toBeVisible();
  await expect(page.getByText(theirs.registration)).toHaveCount(0);
  await expectNoSeriousViolations(page, 'a vehicle not found');
  await page.getByRole('link', { name: 'Back to my garage' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('a vehicle path naming no vehicle, none or a word, says the vehicle is not found, with a way back to the garage', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  await signInAs(page, request, owner);
  for (const path of ['/myvehicle', '/myvehicle/abc']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Vehicle not found' }), path).toBeVisible();
    await expect(page.getByText('This vehicle is not in your garage.')).toBeVisible();
    await expectNoSeriousViolations(page, path);
    await page.getByRole('link', { name: 'Back to my garage' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: /GARAGE$/ })).toBeVisible();
  }
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle not found' })).toBeVisible();
  await shootAtBothWidths(page, 'vehicle-path-not-found');
});
