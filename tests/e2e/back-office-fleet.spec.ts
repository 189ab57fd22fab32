// Vehicles, postcodes, service bookings and saved configurations (docs/back-office.md 2, 4, 7 and 9):
// vehicles found by part of a registration or VIN, edited through the dialog (disabled while the
// update is in flight) with the owner picked by name, new ones starting at today's date, deleted
// after a confirmation; postcodes on four tabs by country and allocation, allocated to a dealer
// through the picker, Create enabled only once valid, every row on one page; bookings listed with
// their status (set in back-office-bookings.spec.ts); configurations listed and deleted. Each test makes its own records through the API; bookings
// have no API call that makes them, so their test reads the demo data on a second server.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { type AdminApi, adminApi, openAsAdmin, shot } from './support/admin-session.ts';
import { withDemoData } from './support/demo-server.ts';
import { choosePageSize, searchFor } from './support/lists.ts';

/** Letters and digits unique to this run (upper case, as registrations are written). */
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();
let serial = 0;
/** A fresh tag for one record of this run: six letters and digits, then a counter (padded: no tag starts another). */
const tag = () => `${RUN.slice(-6)}${String(++serial).padStart(3, '0')}`;

interface Page_<T> {
  data: T[];
  total: number;
}

interface Person {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
}

interface Vehicle {
  id: number;
  registration: string;
  vin: string;
  engine_number: string;
  user_id: number;
}

interface Postcode {
  id: number;
  postcode: string;
  locality: string;
  country: string;
  gwm_dealers_id: number | null;
}

interface Booking {
  date: string;
  odometer: number;
  vehicle: { registration: string; model: { model: string }; user: Person };
  dealer: { name: string };
}

/** "2026-03-05" as the screens show it. */
const shownDate = (date: Date) =>
  [date.getDate(), date.getMonth() + 1]
    .map((n) => String(n).padStart(2, '0'))
    .concat(String(date.getFullYear()))
    .join('/');

const bodyRows = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tbody tr');

/** Types into a reference picker and picks the option that names the record. */
async function pick(dialog: Locator, label: string, typed: string, option: string | RegExp) {
  const box = dialog.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(typed);
  await dialog.page().getByRole('option', { name: option }).click();
}

async function screenshots(page: Page, name: string) {
  await page.screenshot({ path: shot(`${name}-1280.png`) });
  await page.setViewportSize({ width: 375, height: 800 });
  // The drawer slides away when the window narrows: the picture waits for it to be gone.
  await page.waitForTimeout(500);
  await page.screenshot({ path: shot(`${name}-375.png`) });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.use({ viewport: { width: 1280, height: 800 } });

test.describe('vehicles', () => {
  const makeOwner = (api: AdminApi, lastname: string) =>
    api.post<Person>('/api/users', {
      firstname: 'Fleet',
      lastname,
      email: `fleet.${lastname}@fleet.example.com`.toLowerCase(),
      mobile_phone: '0412 555 010',
      consent: true,
    });

  async function makeVehicle(api: AdminApi, values: Record<string, unknown> = {}) {
    const t = tag();
    const model = await api.post<{ id: number; code: string }>('/api/models', {
      brand: 'GWM',
      code: `FLT-${t}`,
      model: 'Cannon',
      variant: `Fleet ${t}`,
      transmission: '8-speed automatic',
      drivetrain: '4WD',
      name: `Fleet ${t}`,
      type: 'UTE',
      image: '/images/models/test.jpg',
    });
    const owner = await makeOwner(api, `Owner${t}`);
    const vehicle = await api.post<Vehicle>('/api/vehicles', {
      user_id: owner.id,
      models_id: model.id,
      registration: `R${t}`,
      vin: `LGW${t}${'0'.repeat(14 - t.length)}`,
      engine_number: `E${t}`,
      year: '2025',
      colour_code: 'WT01',
      purchase_date: '2025-01-10',
      registration_date: '2025-01-15',
      roadside_start_date: '2025-01-15',
      roadside_expiry_date: '2030-01-15',
      ...values,
    });
    return { model, owner, vehicle };
  }

  test('search finds a vehicle by part of its registration (Enter) and by part of its VIN (Search button)', async ({ page }) => {
    const api = await adminApi(page.request);
    const { vehicle, owner, model } = await makeVehicle(api);
    const { vehicle: other } = await makeVehicle(api);
    await openAsAdmin(page, page.request, '/vehicles');
    await expect(bodyRows(page, 'Vehicles').first()).toBeVisible();

    await searchFor(page, 'vehicles', vehicle.registration.slice(2).toLowerCase());
    await expect(bodyRows(page, 'Vehicles')).toHaveCount(1);
    const row = bodyRows(page, 'Vehicles').first();
    await expect(row).toContainText(vehicle.registration);
    await expect(row).toContainText('15/01/2025');
    await expect(row).toContainText(vehicle.vin);
    await expect(row).toContainText(`GWM Cannon Fleet`);
    await expect(row).toContainText(`(${model.code})`);
    await expect(row).toContainText(`Fleet ${owner.lastname}`);
    await expect(row.getByRole('link', { name: owner.email })).toHaveAttribute('href', `mailto:${owner.email}`);
    await expect(row).toContainText('WT01');

    await page.getByRole('button', { name: 'Show All' }).click();
    await searchFor(page, 'vehicles', other.vin.slice(4, 12), 'button');
    await expect(bodyRows(page, 'Vehicles')).toHaveCount(1);
    await expect(bodyRows(page, 'Vehicles').first()).toContainText(other.registration);
    await screenshots(page, 'fleet-vehicles');
  });

  test('an edit in the dialog is disabled while it is sent, picks another owner by name and persists after a reload', async ({ page }) => {
    const api = await adminApi(page.request);
    const { vehicle } = await makeVehicle(api);
    const newOwner = await makeOwner(api, `Buyer${tag()}`);
    await openAsAdmin(page, page.request, '/vehicles');
    await searchFor(page, 'vehicles', vehicle.registration);
    await expect(bodyRows(page, 'Vehicles')).toHaveCount(1);
    await page.getByRole('button', { name: `Edit ${vehicle.registration}` }).click();

    const dialog = page.getByRole('dialog', { name: `Edit ${vehicle.registration}` });
    const engine = dialog.getByRole('textbox', { name: 'Engine Number' });
    await expect(engine).toHaveValue(vehicle.engine_number);
    // The document's fields in its order; the ones it leaves out are hidden.
    const labels = await dialog.locator('label').allTextContents();
    expect(labels.map((l) => l.replace(/\s*\*$/, '').trim())).toEqual([
      'Model',
      'VIN',
      'Registration',
      'Purchase Date',
      'Registration Date',
      'Roadside Start Date',
      'Roadside Expiry Date',
      'Colour',
      'Engine Number',
      'Year',
      'User',
    ]);
    await expect(dialog.getByRole('textbox', { name: 'Registration Date' })).toHaveValue('15/01/2025');
    await screenshots(page, 'fleet-vehicle-dialog');

    await engine.fill(`ENG-${vehicle.registration}`);
    await pick(dialog, 'User', newOwner.lastname, new RegExp(newOwner.lastname));

    // Hold the update until the form has been seen disabled.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/vehicles/${vehicle.id}`, async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(engine).toBeDisabled();
    await expect(dialog.getByRole('textbox', { name: 'VIN' })).toBeDisabled();
    await expect(dialog.getByRole('combobox', { name: 'User' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`“${vehicle.registration}” was saved.`)).toBeVisible();

    await page.reload();
    await searchFor(page, 'vehicles', vehicle.registration);
    await expect(bodyRows(page, 'Vehicles')).toHaveCount(1);
    await expect(bodyRows(page, 'Vehicles').first()).toContainText(`Fleet ${newOwner.lastname}`);
    await page.getByRole('button', { name: `Edit ${vehicle.registration}` }).click();
    await expect(dialog.getByRole('textbox', { name: 'Engine Number' })).toHaveValue(`ENG-${vehicle.registration}`);
    await expect(dialog.getByRole('combobox', { name: 'User' })).toHaveValue(new RegExp(newOwner.lastname));
    const saved = await api.get<Vehicle>(`/api/vehicles/${vehicle.id}`);
    expect(saved).toMatchObject({ engine_number: `ENG-${vehicle.registration}`, user_id: newOwner.id });
  });

  test("a new vehicle's four dates start at today, and one made in the dialog shows in the list", async ({ page }) => {
    const api = await adminApi(page.request);
    const { model, owner } = await makeVehicle(api);
    const t = tag();
    await openAsAdmin(page, page.request, '/vehicles');
    await page.getByRole('button', { name: '+ Add a vehicle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a vehicle' });
    const today = shownDate(new Date());
    for (const label of ['Purchase Date', 'Registration Date', 'Roadside Start Date', 'Roadside Expiry Date']) {
      await expect(dialog.getByRole('textbox', { name: label })).toHaveValue(today);
    }
    await screenshots(page, 'fleet-vehicle-new');

    await pick(dialog, 'Model', model.code, new RegExp(model.code));
    await dialog.getByRole('textbox', { name: 'VIN' }).fill(`LGWNEW${t}`);
    await dialog.getByRole('textbox', { name: 'Registration', exact: true }).fill(`N${t}`);
    await dialog.getByRole('textbox', { name: 'Engine Number' }).fill(`E-NEW-${t}`);
    await dialog.getByRole('textbox', { name: 'Year' }).fill('2026');
    await pick(dialog, 'User', owner.lastname, new RegExp(owner.lastname));
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();

    await searchFor(page, 'vehicles', `N${t}`);
    await expect(bodyRows(page, 'Vehicles')).toHaveCount(1);
    await expect(bodyRows(page, 'Vehicles').first()).toContainText(today);
    await expect(bodyRows(page, 'Vehicles').first()).toContainText(`Fleet ${owner.lastname}`);
  });

  test('a vehicle is deleted after the confirmation, and kept when it is cancelled', async ({ page }) => {
    const api = await adminApi(page.request);
    const { vehicle } = await makeVehicle(api);
    await openAsAdmin(page, page.request, '/vehicles');
    await searchFor(page, 'vehicles', vehicle.registration);
    await expect(bodyRows(page, 'Vehicles')).toHaveCount(1);

    await page.getByRole('button', { name: `Delete ${vehicle.registration}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this vehicle?' });
    await expect(confirm).toContainText(vehicle.registration);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(bodyRows(page, 'Vehicles')).toHaveCount(1);

    await page.getByRole('button', { name: `Delete ${vehicle.registration}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`“${vehicle.registration}” was deleted.`)).toBeVisible();
    await expect(bodyRows(page, 'Vehicles')).toHaveCount(0);
    expect((await api.get<Page_<Vehicle>>(`/api/vehicles?q=${vehicle.registration}`)).total).toBe(0);
  });
});

test.describe('postcodes', () => {
  const TABS = ['Australia (Allocated)', 'Australia (Orphaned)', 'New Zealand (Allocated)', 'New Zealand (Orphaned)'];

  const makeDealer = (api: AdminApi, name: string) =>
    api.post<{ id: number; name: string }>('/api/dealers', {
      name,
      brand: 'GWM',
      email: 'sales@fleet-dealer.example.com',
      address_line_1: '1 Test Street',
      suburb: 'Testville',
      state: 'NSW',
      postcode: '2000',
      country: 'AU',
      dealer_code: `F${tag()}`,
    });

  const makePostcode = (api: AdminApi, locality: string, values: Record<string, unknown> = {}) =>
    api.post<Postcode>('/api/postcodes', {
      postcode: `9${String(++serial).padStart(3, '0')}`,
      locality,
      state: 'NSW',
      lng: 151.2,
      lat: -33.8,
      acoustic_id: `ac-${tag()}`,
      ...values,
    });

  async function openTab(page: Page, label: string) {
    await page.getByRole('tab', { name: label }).click();
    await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
  }

  test('the four tabs show their country and allocation, each searched on Enter', async ({ page }) => {
    const api = await adminApi(page.request);
    const dealer = await makeDealer(api, `Fleet GWM ${tag()}`);
    // One of each, their localities sharing a tag: a search for it finds these four alone.
    const t = tag();
    const expected = [`Allocatedton ${t}`, `Orphanville ${t}`, `Kiwi Allocated ${t}`, `Kiwi Orphaned ${t}`] as const;
    await makePostcode(api, expected[0], { dealer: dealer.id });
    await makePostcode(api, expected[1]);
    await makePostcode(api, expected[2], { state: 'NZ', lng: 174.7, lat: -36.8, dealer: dealer.id });
    await makePostcode(api, expected[3], { state: 'NZ', lng: 174.7, lat: -36.8 });

    await openAsAdmin(page, page.request, '/postcodes');
    await expect(page.getByRole('tab')).toHaveText(TABS);
    for (const [index, label] of TABS.entries()) {
      await openTab(page, label);
      await searchFor(page, 'postcodes', t);
      await expect(bodyRows(page, 'Postcodes')).toHaveCount(1);
      await expect(bodyRows(page, 'Postcodes').first()).toContainText(expected[index]!);
    }
    // The tab and the search are both in the address.
    await expect(page).toHaveURL(new RegExp(`\\?tab=nz-orphaned&q=${t}$`));
    await expect(bodyRows(page, 'Postcodes').first()).toContainText('-36.8, 174.7');

    await openTab(page, 'Australia (Allocated)');
    await searchFor(page, 'postcodes', t);
    const row = bodyRows(page, 'Postcodes').first();
    await expect(row).toContainText(dealer.name);
    await expect(row.getByRole('img', { name: 'Enabled: yes' })).toBeVisible();
    // The first column holds the page's tick box for bulk actions.
    await expect(page.getByRole('columnheader')).toHaveText([
      '',
      'Enabled',
      'Postcode',
      'Locality',
      'State',
      'Coordinates',
      'GWM Dealer',
      'Haval Dealer',
      'Acoustic ID',
      'Actions',
    ]);
    await screenshots(page, 'fleet-postcodes');
  });

  test('an orphaned postcode given a dealer in the dialog moves to the allocated tab', async ({ page }) => {
    const api = await adminApi(page.request);
    const dealer = await makeDealer(api, `Fleet Picked ${tag()}`);
    const postcode = await makePostcode(api, `Lonely Flat ${tag()}`);
    await openAsAdmin(page, page.request, '/postcodes?tab=au-orphaned');
    await searchFor(page, 'postcodes', postcode.locality);
    await expect(bodyRows(page, 'Postcodes')).toHaveCount(1);

    await page.getByRole('button', { name: `Edit ${postcode.postcode}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${postcode.postcode}` });
    await expect(dialog.getByText('Not allocated to any dealer (orphaned).')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Locality' })).toHaveValue(postcode.locality);
    await pick(dialog, 'Dealer', dealer.name, dealer.name);
    await screenshots(page, 'fleet-postcode-dialog');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog).toBeHidden();
    await expect(bodyRows(page, 'Postcodes')).toHaveCount(0);

    await openTab(page, 'Australia (Allocated)');
    await searchFor(page, 'postcodes', postcode.locality);
    await expect(bodyRows(page, 'Postcodes')).toHaveCount(1);
    await expect(bodyRows(page, 'Postcodes').first()).toContainText(dealer.name);
    await page.getByRole('button', { name: `Edit ${postcode.postcode}` }).click();
    await expect(dialog.getByText(`Allocated to ${dealer.name}.`)).toBeVisible();
  });

  test('Create stays disabled until the postcode is valid; a New Zealand tab adds in New Zealand; delete asks first', async ({ page }) => {
    const api = await adminApi(page.request);
    const t = tag();
    await openAsAdmin(page, page.request, '/postcodes?tab=nz-orphaned');
    await page.getByRole('button', { name: '+ Add a postcode' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a postcode' });
    const create = dialog.getByRole('button', { name: 'Create' });
    await expect(create).toBeDisabled();
    await expect(dialog.getByRole('combobox', { name: 'State' })).toHaveValue('NZ');

    await dialog.getByRole('textbox', { name: 'Postcode' }).fill('9876');
    await dialog.getByRole('textbox', { name: 'Locality' }).fill(`Kiwiton ${t}`);
    await dialog.getByRole('textbox', { name: 'Latitude' }).fill('-41.29');
    await dialog.getByRole('textbox', { name: 'Longitude' }).fill('174.78');
    await expect(create).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Acoustic ID' }).fill(`ac-${t}`);
    await expect(create).toBeEnabled();
    await dialog.getByRole('textbox', { name: 'Locality' }).fill('');
    await expect(create).toBeDisabled();
    await expect(dialog.getByRole('textbox', { name: 'Locality' })).toHaveAccessibleDescription('Locality is required');
    await dialog.getByRole('textbox', { name: 'Locality' }).fill(`Kiwiton ${t}`);
    await create.click();
    await expect(dialog).toBeHidden();

    await searchFor(page, 'postcodes', `Kiwiton ${t}`);
    await expect(bodyRows(page, 'Postcodes')).toHaveCount(1);
    const [saved] = (await api.get<Page_<Postcode>>(`/api/postcodes?q=${encodeURIComponent(`Kiwiton ${t}`)}`)).data;
    expect(saved).toMatchObject({ postcode: '9876', country: 'NZ', gwm_dealers_id: null });

    await page.getByRole('button', { name: 'Delete 9876' }).click();
    await page.getByRole('dialog', { name: 'Delete this postcode?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(bodyRows(page, 'Postcodes')).toHaveCount(0);
    expect((await api.get<Page_<Postcode>>(`/api/postcodes?q=${encodeURIComponent(`Kiwiton ${t}`)}`)).total).toBe(0);
  });

  test('pages of 50 by default; All shows every postcode of the tab, as many as the total', async ({ page }) => {
    const api = await adminApi(page.request);
    // Enough orphaned Australian postcodes for a second page, whatever else the table holds.
    for (let i = 0; i < 51; i++) await makePostcode(api, `Paged ${tag()}`);
    await openAsAdmin(page, page.request, '/postcodes?tab=au-orphaned');
    await expect(bodyRows(page, 'Postcodes')).toHaveCount(50);
    await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('50');
    await page.getByRole('combobox', { name: 'Rows per page' }).click();
    await expect(page.getByRole('option')).toHaveText(['50', '100', '500', 'All']);
    await page.keyboard.press('Escape');
    const total = Number((await page.getByText(/^\d+ postcodes$/).textContent())!.split(' ')[0]);
    expect(total).toBeGreaterThan(50);

    await choosePageSize(page, 'All');
    await expect(bodyRows(page, 'Postcodes')).toHaveCount(total);
    await expect(page.getByLabel('Pages of postcodes')).toHaveCount(0);
  });
});

test.describe('vehicle configurations', () => {
  test('a saved configuration is listed, cannot be added or edited, and is deleted after the confirmation', async ({ page }) => {
    const api = await adminApi(page.request);
    const email = `buyer.${tag()}@fleet.example.com`.toLowerCase();
    const saved = await api.post<{ share_code: string }>('/api/configurator', {
      email,
      total_price: 5249000,
      model: { brand: 'GWM', model: 'Cannon Alpha', variant: 'Ultra', code: 'P05', driveaway: 5099000 },
      colour: { name: 'Crystal Black', type: 'Premium', code: 'BLK' },
      colour_price: 69500,
      trim: { name: 'Black leather', type: 'Standard', code: 'LTH' },
      trim_price: 0,
      accessories: [
        { name: 'Tow bar', category: 'Exterior', code: 'TOW', cost: 120000 },
        { name: 'Floor mats', category: 'Interior', code: 'MAT', cost: 19900 },
      ],
    });
    await openAsAdmin(page, page.request, '/configurations');
    await expect(page.getByRole('heading', { name: 'Vehicle configurations' })).toBeVisible();
    await searchFor(page, 'vehicle configurations', email);
    await expect(bodyRows(page, 'Vehicle configurations')).toHaveCount(1);
    const row = bodyRows(page, 'Vehicle configurations').first();
    for (const text of [
      saved.share_code,
      email,
      '$52,490.00',
      'GWM Cannon Alpha Ultra (P05)',
      'Crystal Black',
      '$695.00',
      'Black leather',
      '$0.00',
      'Tow bar, Floor mats',
      shownDate(new Date()),
    ]) {
      await expect(row).toContainText(text);
    }
    await expect(page.getByRole('button', { name: /^\+ Add/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await screenshots(page, 'fleet-configurations');

    await page.getByRole('button', { name: `Delete ${saved.share_code}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this vehicle configuration?' });
    await expect(confirm).toContainText(saved.share_code);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(bodyRows(page, 'Vehicle configurations')).toHaveCount(0);
    expect((await api.get<Page_<unknown>>(`/api/configurator?q=${encodeURIComponent(email)}`)).total).toBe(0);
  });
});

// Bookings come only from owners booking in the owner app, so this reads the demo data's.
const demo = withDemoData.extend<{ bookings: Booking[] }>({
  bookings: async ({ request }, use) => {
    const api = await adminApi(request);
    await use((await api.get<Page_<Booking>>('/api/vehicleservices?per_page=-1')).data);
  },
});

demo(
  'service bookings (demo data): customer, vehicle, dealer, DD/MM/YYYY HH:mm and status; no add, edit or delete; pages of 10 to all',
  async ({ page, request, bookings }) => {
    expect(bookings.length).toBeGreaterThan(0);
    const requested: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname === '/api/vehicleservices' && requested.push(new URL(r.url()).searchParams.get('per_page') ?? ''));
    await openAsAdmin(page, request, '/vehicleservices');
    await expect(page.getByRole('columnheader')).toHaveText(['Customer', 'Vehicle', 'Dealer', 'Date & Time', 'Odometer', 'Type', 'Status', 'Details']);
    const rows = bodyRows(page, 'Service bookings');
    await expect(rows).toHaveCount(Math.min(10, bookings.length));

    // Newest first, as the API answers.
    const newest = bookings[0]!;
    const [day, time] = newest.date.split(' ') as [string, string];
    const row = rows.first();
    const user = newest.vehicle.user;
    for (const text of [
      `${user.firstname} ${user.lastname}`,
      user.email,
      newest.vehicle.registration,
      newest.vehicle.model.model,
      newest.dealer.name,
      `${day.split('-').reverse().join('/')} ${time}`,
    ]) {
      await expect(row).toContainText(text);
    }
    await expect(page.getByRole('button', { name: /^\+ Add/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Rows per page' }).click();
    await expect(page.getByRole('option')).toHaveText(['10', '50', '100', '200', 'All']);
    await page.getByRole('option', { name: '50', exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('50');
    await expect.poll(() => requested.at(-1)).toBe('50');
    await expect(rows).toHaveCount(Math.min(50, bookings.length));
    await screenshots(page, 'fleet-bookings');
  },
);
