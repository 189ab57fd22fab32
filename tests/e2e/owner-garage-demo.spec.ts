// The garage on the demo data (docs/owner-app.md 2.9, 2.11): the demo owner signs in and sees each
// vehicle's picture from the content store by model code and colour code, then downloads their
// vehicle's owner's manual, a real PDF, from My vehicle. What the demo holds is read through the
// same API the pages read, so the test follows it.
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import type { GarageVehicle } from '../../shared/generated/types.ts';
import { signInWithForm } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { withDemoData } from './support/demo-server.ts';
import { DESKTOP, PHONE } from './support/garage.ts';
import { expectImageLoaded, shootAtBothWidths } from './support/screens.ts';

const test = withDemoData;
const DEMO_OWNER = { email: 'liam.nguyen@example.com.au', password: 'MyGarage#2026' };

test('the demo owner’s garage shows every vehicle’s picture, and My vehicle downloads the owner’s manual as a PDF', async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.setViewportSize(DESKTOP);
  await page.goto('/adminlogin');
  await signInWithForm(page, DEMO_OWNER);
  await page.waitForURL('**/home');
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const vehicles = (await (await request.get('/api/vehicles/user', { headers: { authorization: `Bearer ${token}` } })).json()) as GarageVehicle[];
  expect(vehicles.length).toBeGreaterThan(1);
  const names = vehicles.map((v) => v.nickname ?? `${v.model!.brand} ${v.model!.model} ${v.model!.variant}`);

  // One at a time on a desktop, each with its picture.
  for (const name of names) {
    await expect(page.getByRole('group').getByRole('heading', { level: 2 })).toHaveText(name);
    await expectImageLoaded(page.getByRole('main').getByRole('img', { name: name }));
    await page.getByRole('button', { name: 'Next vehicle' }).click();
  }
  await expectNoSeriousViolations(page, 'the demo garage');
  await shootAtBothWidths(page, 'demo-garage');

  // My vehicle: the manual of its model code.
  const withManual = vehicles.find((v) => v.manual)!;
  expect(withManual, 'a demo vehicle with a manual').toBeDefined();
  await page.goto(`/myvehicle/${withManual.id}`);
  const manuals = page.getByRole('table').filter({ hasText: withManual.manual!.title });
  await expect(manuals).toBeVisible();
  await expectImageLoaded(page.getByRole('main').getByRole('img', { name: names[vehicles.indexOf(withManual)]! }));
  const download = page.waitForEvent('download');
  await manuals.getByRole('link', { name: `Download ${withManual.manual!.title} (PDF)` }).click();
  const file = await download;
  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(500);
  await expectNoSeriousViolations(page, 'the demo vehicle');
  await page.setViewportSize(PHONE);
  await shootAtBothWidths(page, 'demo-vehicle');
});
