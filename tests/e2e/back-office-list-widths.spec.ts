// The back office's lists at a laptop's 1280 x 800 and at 1440 and 1920 px: no list scrolls
// sideways; the row buttons (the Outbox's Read, the Sync history's Open) stay in the window; the
// columns that do not fit fold into each row's Details, which show the owner's words about a
// booking in full.
import { expect, type Page, test } from '@playwright/test';
import { openAsAdmin } from './support/admin-session.ts';
import { bookingRow } from './support/booking-actions.ts';
import { bookByApi, openWeekday } from './support/bookings.ts';
import { adminSession } from './support/catalogue.ts';
import { withDemoData } from './support/demo-server.ts';
import { makeDealer, makeModel, makeOwner, makeVehicle } from './support/garage.ts';
import { picture } from './support/pictures.ts';

const LAPTOP = { width: 1280, height: 800 };

/** How far the list's own box scrolls sideways, once its rows are in (0 when it fits). */
async function sidewaysScroll(page: Page): Promise<number> {
  await expect(page.locator('.resource-table tbody tr').first()).toBeVisible({ timeout: 20_000 });
  return page.locator('.table-scroller').evaluate((box) => box.scrollWidth - box.clientWidth);
}

/** The button lies inside the window's width, so it is reached without scrolling sideways. */
async function expectWithinWidth(page: Page, name: RegExp) {
  const button = page.getByRole('button', { name }).first();
  await expect(button).toBeVisible();
  const box = (await button.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

withDemoData.describe('on the demo data', () => {
  withDemoData.use({ viewport: LAPTOP });

  withDemoData('at 1280 x 800 the Outbox’s Read and the Sync history’s Open are in the window, and neither list scrolls sideways', async ({ page }) => {
    await openAsAdmin(page, page.request, '/outbox');
    await expect.poll(() => sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectWithinWidth(page, /^Read /);
    await picture(page, 'list-widths-outbox-1280.png');
    await page
      .getByRole('button', { name: /^Read / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/synchistory');
    await expect.poll(() => sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectWithinWidth(page, /^Open the sync of /);
    await picture(page, 'list-widths-sync-history-1280.png');
  });

  withDemoData('at 1440 and 1920 px no list scrolls sideways', async ({ page }) => {
    // Sixteen lists opened one after another.
    withDemoData.setTimeout(120_000);
    await openAsAdmin(page, page.request, '/dashboard');
    for (const width of [1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/models', '/vehicleservices', '/outbox', '/synchistory', '/accessories', '/colours', '/users', '/postcodes']) {
        await page.goto(path);
        await expect.poll(() => sidewaysScroll(page), { message: `${path} at ${width} px` }).toBeLessThanOrEqual(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    }
  });
});

test('at 1280 x 800 a booking’s Details open under its row, the owner’s words in full, and its row buttons are in the window', async ({
  page,
  playwright,
  request,
}) => {
  await page.setViewportSize(LAPTOP);
  const session = await adminSession(playwright);
  const model = await makeModel(session.api);
  const dealer = await makeDealer(session.api, 'Width Motors');
  const owner = await makeOwner(session.api, { state: 'NSW', dealers_id: dealer.id });
  const vehicle = await makeVehicle(session.api, owner.id, model);
  await session.api.dispose();
  const words = `The engine light comes on after about twenty minutes on the freeway. ${'It also rattles over speed bumps at the rear left. '.repeat(6)}The end.`;
  await bookByApi(request, owner, { vehicle_id: vehicle.id, dealer_id: dealer.id, date: `${openWeekday(2)} 09:00`, odometer: 12000, description: words });

  await openAsAdmin(page, request, '/vehicleservices');
  const row = bookingRow(page, vehicle.registration);
  await expect(row).toHaveCount(1);
  await expect.poll(() => sidewaysScroll(page)).toBeLessThanOrEqual(0);
  const cancel = row.getByRole('button', { name: /^Cancel / });
  expect((await cancel.boundingBox())!.x + (await cancel.boundingBox())!.width).toBeLessThanOrEqual(LAPTOP.width);

  const toggle = row.getByRole('button', { name: /^Details of / });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const details = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await expect(details.getByRole('term').filter({ hasText: /^Details$/ })).toBeVisible();
  await expect(details).toContainText(words);
  await picture(page, 'list-widths-booking-details-1280.png');
});
