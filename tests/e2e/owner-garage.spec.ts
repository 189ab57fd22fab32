// The owner's garage and vehicle pages (docs/owner-app.md 2.9, 2.11, 4, 5, 9; docs/decisions.md): the
// carousel on a desktop and the stack on a phone, the roadside number of the owner's country,
// the marketing banner, an empty garage; a nickname edited and kept, or left with Escape; a photo
// replaced (a real picture made here), refused when too large or not an image; with axe on every
// page (a vehicle not found: owner-vehicle-not-found.spec.ts). Data comes through the administrator's API.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousViolations } from './support/axe.ts';
import { adminSession, apiJson, type Session } from './support/catalogue.ts';
import {
  DESKTOP,
  type GarageModel,
  type GarageOwner,
  type GarageVehicleSeed,
  makeModel,
  makeOwner,
  makeVehicle,
  PHONE,
  savePicture,
  signInAs,
} from './support/garage.ts';
import { expectImageLoaded, layoutShift, shootAtBothWidths } from './support/screens.ts';

const BANNER = 'Time for your first service? Book it with your dealer today.';
/** The catalogue's picture of the model in its paint: a file the server has. */
const PICTURE = '/images/model-placeholder.svg';

let session: Session;
let model: GarageModel;
/** Three vehicles, the first with a nickname. */
let owner: GarageOwner;
let vehicles: GarageVehicleSeed[];
let roadside: { AU: string; NZ: string };

test.beforeAll(async ({ playwright, request }) => {
  session = await adminSession(playwright);
  model = await makeModel(session.api);
  await savePicture(session.api, model, PICTURE);
  owner = await makeOwner(session.api, { state: 'NSW' });
  vehicles = [
    await makeVehicle(session.api, owner.id, model, { nickname: 'Big Red' }),
    await makeVehicle(session.api, owner.id, model),
    await makeVehicle(session.api, owner.id, model, { nickname: 'The Weekender' }),
  ];
  // Every owner has logged in at least once by the time they see the garage.
  await apiJson(session.api, '/api/messages', {
    name: 'First service',
    message: BANNER,
    trigger_type: 'Logins',
    trigger_operator: '>',
    trigger_amount: 0,
    channel: 'Portal',
    region: 'All',
    enabled: true,
  });
  roadside = ((await (await request.get('/api/settings')).json()) as { roadside_phones: typeof roadside }).roadside_phones;
});

test.afterAll(async () => session?.api.dispose());

const telOf = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;
const carousel = (page: Page) => page.getByRole('region', { name: 'My vehicles' });
const slide = (page: Page) => carousel(page).getByRole('group');

async function openGarage(page: Page, request: APIRequestContext, who: GarageOwner) {
  await signInAs(page, request, who);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: `${who.firstname.toUpperCase()} GARAGE` })).toBeVisible();
}

test('the garage on a desktop: one vehicle at a time, arrows that wrap around, dots, roadside call and banner', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  await openGarage(page, request, owner);
  const names = ['Big Red', model.name, 'The Weekender'];
  const showing = async (index: number) => {
    await expect(slide(page)).toHaveAccessibleName(`${index + 1} of 3`);
    await expect(slide(page).getByRole('heading', { level: 2 })).toHaveText(names[index]!);
  };
  await showing(0);
  await expect(slide(page)).toContainText(vehicles[0]!.registration);
  // The catalogue's picture by model code and colour code, loaded.
  const picture = slide(page).getByRole('img', { name: 'Big Red' });
  await expect(picture).toHaveAttribute('src', PICTURE);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(slide(page).getByRole('link', { name: 'Vehicle details' })).toHaveAttribute('href', `/myvehicle/${vehicles[0]!.id}`);

  const next = page.getByRole('button', { name: 'Next vehicle' });
  const previous = page.getByRole('button', { name: 'Previous vehicle' });
  await previous.click();
  await showing(2);
  await next.click();
  await showing(0);
  // By keyboard: the arrows are buttons.
  await next.focus();
  await page.keyboard.press('Enter');
  await showing(1);
  await page.keyboard.press('Space');
  await showing(2);
  await page.keyboard.press('Enter');
  await showing(0);

  const dots = carousel(page).getByRole('button', { name: /^Show vehicle/ });
  await expect(dots).toHaveCount(3);
  await dots.nth(1).click();
  await showing(1);
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(dots.nth(0)).not.toHaveAttribute('aria-current', 'true');
  await expect(slide(page)).toContainText(vehicles[1]!.registration);

  // An Australian state: the Australian number.
  await expect(page.getByRole('link', { name: /Call for assistance/ })).toHaveAttribute('href', telOf(roadside.AU));
  await expect(page.getByRole('complementary', { name: 'News for you' })).toContainText(BANNER);
  await expectNoSeriousViolations(page, 'the garage carousel');
  await shootAtBothWidths(page, 'garage-three-vehicles');
});

test('the garage on a phone: every vehicle stacked, no carousel, nothing jumping while it loads', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  // What moves on screen while the page loads (Lighthouse's cumulative layout shift), with the
  // vehicles answering late, as on a slow phone network: the bookings and the footer must not be
  // drawn first and then pushed down.
  await page.route('**/api/vehicles/user', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await openGarage(page, request, owner);
  const stack = page.getByRole('list', { name: 'My vehicles' });
  await expect(stack.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'My bookings' })).toBeAttached();
  expect(await layoutShift(page)).toBeLessThan(0.01);
  await expect(stack.getByRole('heading', { level: 2 })).toHaveText(['Big Red', model.name, 'The Weekender']);
  await expect(stack.getByRole('link', { name: 'Vehicle details' })).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Next vehicle' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Call for assistance/ })).toBeVisible();
  await expectNoSeriousViolations(page, 'the garage on a phone');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // Wider again, the same page turns into the carousel.
  await page.setViewportSize(DESKTOP);
  await expect(slide(page)).toHaveAccessibleName('1 of 3');
});

test('a New Zealand owner with one vehicle whose picture fails to load: their country’s number, no arrows or dots, no broken image', async ({
  page,
  request,
}) => {
  const kiwi = await makeOwner(session.api, { state: 'NZ', suburb: 'Ponsonby', postcode: '1011' });
  const lost = await makeModel(session.api, 'Tank');
  await savePicture(session.api, lost, '/images/no-such-picture.jpg');
  await makeVehicle(session.api, kiwi.id, lost);
  await page.setViewportSize(DESKTOP);
  const pictureAsked = page.waitForResponse((r) => r.url().endsWith('/images/no-such-picture.jpg'));
  await openGarage(page, request, kiwi);
  await expect(slide(page).getByRole('heading', { level: 2 })).toHaveText(lost.name);
  await pictureAsked;
  await expect(page.locator('main img')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /vehicle/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Call for assistance/ })).toHaveAttribute('href', telOf(roadside.NZ));
});

test('an owner with no vehicle yet sees an empty garage that says so', async ({ page, request }) => {
  const newcomer = await makeOwner(session.api);
  await openGarage(page, request, newcomer);
  await expect(page.getByRole('heading', { name: 'No vehicle in your garage yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vehicle details' })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'the empty garage');
  await shootAtBothWidths(page, 'garage-empty');
});

test('a garage that cannot be loaded says what happened, and Try again loads it', async ({ page, request }) => {
  await signInAs(page, request, owner);
  // The network drops the first request for the vehicles.
  await page.route('**/api/vehicles/user', (route) => route.abort('internetdisconnected'), { times: 1 });
  await page.goto('/home');
  await expect(page.getByRole('alert')).toHaveText(
    'We could not load your vehicles. We could not reach the server. Please check your connection and try again.',
  );
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(slide(page)).toHaveAccessibleName('1 of 3');
});

async function openVehicle(page: Page, request: APIRequestContext, vehicle: GarageVehicleSeed) {
  await signInAs(page, request, owner);
  await page.goto(`/myvehicle/${vehicle.id}`);
  await expect(page.getByRole('table', { name: 'Vehicle details' })).toBeVisible();
}

const detail = (page: Page, label: string) => page.getByRole('table', { name: 'Vehicle details' }).getByRole('row', { name: label }).getByRole('cell');

test('My vehicle: the details table with Australian dates, and the nickname edited with the pencil, kept after a reload', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  await openVehicle(page, request, vehicles[1]!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(model.name);
  await expect(detail(page, 'Model')).toHaveText(model.name);
  await expect(detail(page, 'Registration')).toHaveText(vehicles[1]!.registration);
  await expect(detail(page, 'Colour')).toHaveText('Crystal Black');
  // Registered 4 March 2024 in New South Wales: seven years of warranty (docs/decisions.md).
  await expect(detail(page, 'Warranty expiry')).toHaveText('04/03/2031');
  await expect(detail(page, 'Roadside assist expiry')).toHaveText('04/03/2029');
  await expectNoSeriousViolations(page, 'My vehicle');

  // Escape leaves the name as it was and gives the focus back to the pencil.
  const pencil = page.getByRole('button', { name: 'Edit nickname' });
  await pencil.click();
  const input = page.getByRole('textbox', { name: 'Nickname' });
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute('maxlength', '60');
  await input.fill('Not this one');
  await input.press('Escape');
  await expect(input).toBeHidden();
  await expect(pencil).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(model.name);

  // Enter saves.
  await pencil.press('Enter');
  await input.fill('Dusty');
  await expectNoSeriousViolations(page, 'My vehicle, editing the nickname');
  await input.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dusty');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dusty');

  // The check button saves too; the garage follows.
  await pencil.click();
  await input.fill('Dusty Two');
  await page.getByRole('button', { name: 'Save nickname' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dusty Two');
  await page.getByRole('link', { name: 'My garage' }).click();
  await page.getByRole('button', { name: 'Show vehicle 2: Dusty Two' }).click();
  await expect(slide(page).getByRole('heading', { level: 2 })).toHaveText('Dusty Two');
});

/** A real photo, larger than the stored size: the server makes it 528x297. */
const photo = async () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 16, b: 46 } } })
    .jpeg()
    .toBuffer();

test('My vehicle on a phone: a photo replaced and shown, a file too large refused before sending, a file that is not an image refused', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const vehicle = vehicles[2]!;
  await openVehicle(page, request, vehicle);
  const fileInput = page.getByLabel(/photo/i);
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && r.url().includes(`/api/vehicles/vehicle/${vehicle.id}`)) uploads.push(r.method());
  });

  // 20 MB or more: refused here, nothing sent.
  await fileInput.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(20 * 1024 * 1024) });
  await expect(page.getByRole('alert')).toHaveText('Image size needs to be less than 20 MB');
  expect(uploads).toEqual([]);

  // Not an image: the server says so.
  await fileInput.setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('these are not the pixels you are looking for') });
  await expect(page.getByRole('alert')).toContainText('not an image');
  expect(uploads).toHaveLength(1);

  await fileInput.setInputFiles({ name: 'my-ute.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await expect(page.getByText('Your photo is saved.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const image = page.getByRole('img', { name: 'The Weekender' });
  await expectImageLoaded(image);
  expect(await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight, Math.round(img.getBoundingClientRect().width)])).toEqual([
    528, 297, 300,
  ]);
  await expect(page.getByLabel('Replace photo')).toBeAttached();

  // Kept: after a reload, and in the garage.
  await page.reload();
  await expect(image).toBeVisible();
  await page.goto('/home');
  await expect(page.getByRole('list', { name: 'My vehicles' }).getByRole('img', { name: 'The Weekender' })).toBeVisible();
  await page.goto(`/myvehicle/${vehicle.id}`);
  await expectNoSeriousViolations(page, 'My vehicle with a photo');
  await page.setViewportSize(DESKTOP);
  expect(await image.evaluate((img: HTMLImageElement) => Math.round(img.getBoundingClientRect().width))).toBe(500);
  await shootAtBothWidths(page, 'vehicle-with-photo');
});
