// My dealer and Change dealer (docs/owner-app.md 2.2, 2.12, 2.13, 4): the preferred dealer with
// its phone and hours ('Closed', 'By Appointment Only'); no dealer or a disabled one sends the
// owner to choose; the filtered list with a tick on the current dealer, chosen by keyboard or
// click, saved and shown, the owner bar's Dealers link following; a dealer disabled meanwhile
// is refused with a message. Data comes through the administrator's API.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { adminSession, type Session } from './support/catalogue.ts';
import { DESKTOP, type DealerSeed, disableDealer, type GarageOwner, makeDealer, makeOwner, PHONE, signInAs } from './support/garage.ts';
import { tag } from './support/onboarding.ts';
import { shootAtBothWidths } from './support/screens.ts';

const RUN = tag();
let session: Session;
let north: DealerSeed;
let south: DealerSeed;
let retired: DealerSeed;

test.beforeAll(async ({ playwright }) => {
  session = await adminSession(playwright);
  north = await makeDealer(session.api, `North Shore GWM ${RUN}`, { suburb: 'Chatswood', postcode: '2067' });
  south = await makeDealer(session.api, `Southern Haval ${RUN}`, { suburb: 'Kogarah', postcode: '2217', address_line_2: 'Shop 4' });
  retired = await makeDealer(session.api, `Retired Motors ${RUN}`);
  await disableDealer(session.api, retired);
});

test.afterAll(async () => session?.api.dispose());

const dealersLink = (page: Page) => page.getByRole('navigation', { name: 'My GWM' }).getByRole('link', { name: 'Dealers' });
const list = (page: Page) => page.getByRole('listbox', { name: 'Dealers' });
const row = (page: Page, dealer: DealerSeed) => list(page).getByRole('option', { name: new RegExp(dealer.name) });

async function open(page: Page, request: APIRequestContext, owner: GarageOwner, path: string) {
  await signInAs(page, request, owner);
  await page.goto(path);
}

test('an owner whose dealer is disabled is sent from My dealer to choose another', async ({ page, request }) => {
  const owner = await makeOwner(session.api, { dealers_id: retired.id });
  await page.setViewportSize(DESKTOP);
  await open(page, request, owner, '/mydealer');
  await expect(page).toHaveURL(/\/changemydealer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Change dealer' })).toBeVisible();
  await expect(row(page, north)).toBeVisible();
  // Only enabled dealers are offered.
  await expect(list(page).getByRole('option', { name: new RegExp(retired.name) })).toHaveCount(0);
  // The redirect replaced My dealer in the history: Back does not bounce.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/mydealer$/);
});

test('an owner without a dealer chooses one by keyboard, sees it on My dealer, and the bar follows', async ({ page, request }) => {
  const owner = await makeOwner(session.api);
  await page.setViewportSize(DESKTOP);
  await open(page, request, owner, '/mydealer');
  await expect(page).toHaveURL(/\/changemydealer$/);
  await expect(dealersLink(page)).toHaveAttribute('href', '/changemydealer');

  const filter = page.getByRole('searchbox', { name: 'Filter dealers' });
  await filter.fill(`nowhere ${RUN}`);
  await expect(page.getByText(`No dealer matches “nowhere ${RUN}”.`)).toBeVisible();
  await filter.fill(RUN);
  await expect(list(page).getByRole('option')).toHaveCount(2);
  await expect(list(page).getByRole('option', { selected: true })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'Change dealer');
  await shootAtBothWidths(page, 'dealer-change');

  // Down from the filter into the list, down again, Enter.
  await filter.press('ArrowDown');
  await expect(row(page, north)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(row(page, south)).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/mydealer$/);
  await expect(page.getByRole('heading', { level: 2, name: south.name })).toBeVisible();
  await expect(page.getByText('Shop 4')).toBeVisible();
  await expect(page.getByText('Kogarah NSW 2217')).toBeVisible();
  await expect(page.getByRole('link', { name: '02 5550 0101' })).toHaveAttribute('href', 'tel:0255500101');
  await expect(dealersLink(page)).toHaveAttribute('href', '/mydealer');
  await expectNoSeriousViolations(page, 'My dealer');
  await shootAtBothWidths(page, 'dealer-mine');
});

test('My dealer: hours per day with Closed and By Appointment Only; Change dealer ticks the current one and a click changes it', async ({ page, request }) => {
  const owner = await makeOwner(session.api, { dealers_id: north.id });
  await page.setViewportSize(PHONE);
  await open(page, request, owner, '/mydealer');
  await expect(page.getByRole('heading', { level: 2, name: north.name })).toBeVisible();
  const hours = page.getByRole('table', { name: 'Opening hours' });
  await expect(hours.getByRole('row', { name: /Monday/ })).toContainText('8:00 am');
  await expect(hours.getByRole('row', { name: /Monday/ })).toContainText('5:30 pm');
  await expect(hours.getByRole('row', { name: /Saturday/ })).toContainText('By Appointment Only');
  await expect(hours.getByRole('row', { name: /Sunday/ })).toContainText('Closed');
  await expect(page.getByRole('link', { name: 'Book a service' })).toHaveAttribute('href', '/book/service');

  await page.getByRole('link', { name: 'Change dealer' }).click();
  await expect(page).toHaveURL(/\/changemydealer$/);
  await page.getByRole('searchbox', { name: 'Filter dealers' }).fill(RUN);
  await expect(row(page, north)).toHaveAttribute('aria-selected', 'true');
  await expect(row(page, south)).toHaveAttribute('aria-selected', 'false');
  await row(page, south).click();
  await expect(page).toHaveURL(/\/mydealer$/);
  await expect(page.getByRole('heading', { level: 2, name: south.name })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test('a dealer disabled while the owner was choosing is refused, and the page says so', async ({ page, request }) => {
  const closing = await makeDealer(session.api, `Closing Soon ${RUN}`);
  const owner = await makeOwner(session.api, { dealers_id: north.id });
  await page.setViewportSize(DESKTOP);
  await open(page, request, owner, '/changemydealer');
  await page.getByRole('searchbox', { name: 'Filter dealers' }).fill('Closing Soon');
  await expect(row(page, closing)).toBeVisible();
  await disableDealer(session.api, closing);

  await row(page, closing).click();
  await expect(page.getByRole('alert')).toHaveText('We could not save your dealer. Please choose a dealer from the list.');
  await expect(page).toHaveURL(/\/changemydealer$/);
  await page.goto('/mydealer');
  await expect(page.getByRole('heading', { level: 2, name: north.name })).toBeVisible();
});
