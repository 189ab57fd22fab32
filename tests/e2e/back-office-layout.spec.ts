// The back office's frame and lists at a laptop's 1280 px and a phone's 375 px: a wide list scrolls
// sideways in its own box, in view, with the Actions column opaque above the cells that pass under
// it and a shadow while any do; on a phone each row is a card with every value named and nothing
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

test('at 1280 px a wide list scrolls in its own box, under an opaque Actions column that casts a shadow while columns are beneath it', async ({ page }) => {
  const { row } = await modelsAt(page, LAPTOP);
  const scroller = scrollerOf(page);
  const actions = row.locator('.row-actions-cell');

  // The box ends inside the window, so its sideways scrollbar is on screen with the rows.
  expect((await box(scroller)).y + (await box(scroller)).height).toBeLessThanOrEqual(LAPTOP.height);
  // Columns lie under the Actions column: it says so with a shadow, and covers them.
  await expect(scroller).toHaveAttribute('data-more-right', 'true');
  expect(await actions.evaluate((cell) => getComputedStyle(cell, '::after').content)).not.toBe('none');
  expect(await actions.evaluate((cell) => getComputedStyle(cell).backgroundColor)).toMatch(/^rgb\(/);
  const edit = row.getByRole('button', { name: /^Edit / });
  // Other workers' models may push the row below the box's fold: look at it where it shows.
  await actions.scrollIntoViewIfNeeded();
  const { x, y, height } = await box(actions);
  const onTop = await page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.closest('.row-actions-cell') !== null, [x + 4, y + height / 2]);
  expect(onTop, 'the Actions cell is what shows at its own left edge').toBe(true);
  await picture(page, 'layout-models-1280.png');

  // Scrolled to the end, the last column stands clear of the Actions column and the shadow goes.
  await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(scroller).not.toHaveAttribute('data-more-right');
  const headers = page.getByRole('columnheader');
  const last = headers.nth((await headers.count()) - 2);
  expect((await box(last)).x + (await box(last)).width).toBeLessThanOrEqual(x + 1);
  await expect(edit).toBeVisible();
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
