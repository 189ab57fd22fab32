// The back office's frame and lists at a laptop's 1280 px and a phone's 375 px: the widest list fits
// its box in view, folding what does not fit into each row's details; on a phone each row is a card with every value named and nothing
// wider than the screen; the drawer shows that it scrolls when its sections do not fit. A screen
// opened by its address is fetched while the sign-in is checked, not after.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { adminApi, openAsAdmin, unique } from './support/admin-session.ts';
import { picture } from './support/pictures.ts';

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

/** Two models of this run: the Models list, with its thirty columns, is the widest of the back office. */
async function makeModels(page: Page): Promise<string[]> {
  const api = await adminApi(page.request);
  const code = unique('LAY').replace(/\W/g, '').toUpperCase();
  const codes = [`${code}-L`, `${code}-U`];
  for (const [i, each] of codes.entries()) {
    await api.post('/api/models', {
      model: 'Cannon',
      variant: i ? 'Ultra' : 'Lux',
      code: each,
      brand: 'GWM',
      country: 'AU',
      transmission: '8AT',
      drivetrain: '4WD',
      name: `Cannon ${each}`,
      type: 'UTE',
      image: 'https://images.example.com/m.png',
      driveaway: 5299000,
      engine_cost: 150000,
    });
  }
  return codes;
}

/** The Models list in a window of this size, and the row of the first model this run made. */
async function modelsAt(page: Page, size: { width: number; height: number }): Promise<{ code: string; row: Locator }> {
  await page.setViewportSize(size);
  const [code] = await makeModels(page);
  await openAsAdmin(page, page.request, '/models');
  const row = page.getByRole('row').filter({ hasText: code! });
  await expect(row).toHaveCount(1);
  return { code: code!, row };
}

const scrollerOf = (page: Page) => page.locator('.table-scroller');
const box = async (locator: Locator) => (await locator.boundingBox())!;

test('at 1280 px the widest list, Models, fits beside the drawer: the columns that do not fit fold into each row’s Details', async ({ page }) => {
  const { code, row } = await modelsAt(page, LAPTOP);
  const scroller = scrollerOf(page);

  // The box ends inside the window, and nothing in it lies beyond its right edge.
  expect((await box(scroller)).y + (await box(scroller)).height).toBeLessThanOrEqual(LAPTOP.height);
  await expect.poll(() => scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await expect(scroller).not.toHaveAttribute('data-more-right');
  // The code (x-list-priority high) stays in the row, and the row's buttons are in the window.
  await expect(page.getByRole('columnheader', { name: 'Code' })).toBeVisible();
  const edit = row.getByRole('button', { name: /^Edit / });
  await edit.scrollIntoViewIfNeeded();
  expect((await box(edit)).x + (await box(edit)).width).toBeLessThanOrEqual(LAPTOP.width);
  // The option costs (low) are folded: the row's details show them under their names.
  await expect(page.getByRole('columnheader', { name: 'Costs' })).toHaveCount(0);
  await row.getByRole('button', { name: `Details of Cannon (${code})` }).click();
  const details = page.locator('tr.row-detail');
  await expect(details.getByRole('definition').filter({ hasText: 'Engine cost: $1,500.00' })).toBeVisible();
  await picture(page, 'layout-models-1280.png');
});

test('at 375 px each row of a list is a card: every value under its column name, nothing wider than the screen', async ({ page }) => {
  const { code, row } = await modelsAt(page, PHONE);
  await row.scrollIntoViewIfNeeded();
  await picture(page, 'layout-models-375.png');

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const scroller = scrollerOf(page);
  expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  // The card names each value as the header would have.
  const codeCell = row.getByRole('cell', { name: `Code ${code}`, exact: true });
  expect(await codeCell.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Code"');
  const card = await box(row);
  expect(card.x).toBeGreaterThanOrEqual(0);
  expect(card.x + card.width).toBeLessThanOrEqual(PHONE.width);
  const edit = row.getByRole('button', { name: /^Edit / });
  expect((await box(edit)).x + (await box(edit)).width).toBeLessThanOrEqual(PHONE.width);
});

test('the drawer shows that more sections lie below, and scrolling reaches the last of them', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await openAsAdmin(page, page.request, '/dashboard');
  const drawer = page.locator('.admin-drawer-sections');
  const links = page.getByRole('navigation', { name: 'Sections' }).getByRole('link');
  const lastLink = links.last();
  await expect(links.first()).toBeInViewport();
  await expect(lastLink).not.toBeInViewport();
  // A shadow at the foot of the list says there is more.
  await expect(drawer).toHaveAttribute('data-more-below', 'true');
  await expect.poll(() => drawer.evaluate((el) => getComputedStyle(el, '::after').opacity)).toBe('1');
  await picture(page, 'layout-drawer-1280.png');

  await page.locator('.admin-drawer-scroller').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(lastLink).toBeInViewport();
  await expect(drawer).not.toHaveAttribute('data-more-below');
  await expect(drawer).toHaveAttribute('data-more-above', 'true');
  await lastLink.click();
  await expect(page).toHaveURL(new RegExp(`${await lastLink.getAttribute('href')}$`));
});

test('a screen opened by its address is fetched while the sign-in is checked, not once it is done', async ({ page }) => {
  let signInChecked = 0;
  const screenFetched: number[] = [];
  await page.route('**/api/user', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const response = await route.fetch();
    signInChecked ||= Date.now();
    await route.fulfill({ response });
  });
  page.on('request', (request) => {
    if (/\/assets\/resource-screen-[\w-]+\.js$/.test(request.url())) screenFetched.push(Date.now());
  });
  await openAsAdmin(page, page.request, '/vehicles');
  await expect(page.getByRole('heading', { name: 'Vehicles', level: 2 })).toBeVisible();
  expect(screenFetched).toHaveLength(1);
  expect(screenFetched[0]).toBeLessThan(signInChecked);
});
