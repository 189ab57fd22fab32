// Vehicles and service bookings in the back office (docs/back-office.md 2, 4, 7 and 9): vehicles found
// by part of a registration or VIN, edited through the dialog (disabled while the update is in
// flight) with the owner picked by name, new ones starting at today's date, deleted after a
// confirmation; bookings listed with their status (set in back-office-bookings.spec.ts). Postcodes
// and saved configurations have specs of their own. Each test makes its own records through the
// API; bookings have no API call that makes them, so their test reads the demo data on a second
// server.
import { expect, test } from '@playwright/test';
import { type AdminApi, adminApi, openAsAdmin } from './support/admin-session.ts';
import { withDemoData } from './support/demo-server.ts';
import { type Page_, bodyRows, pick, shownDate, tag } from './support/fleet.ts';
import { searchFor } from './support/lists.ts';
import { picturesAtBothWidths } from './support/pictures.ts';

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

interface Booking {
  date: string;
  odometer: number;
  vehicle: { registration: string; model: { model: string }; user: Person };
  dealer: { name: string };
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

    // Typed at once, before the cleared list is drawn: the search must not be lost to it.
    await page.getByRole('button', { name: 'Show All' }).click();
    await searchFor(page, 'vehicles', other.vin.slice(4, 12), 'button');
    await expect(bodyRows(page, 'Vehicles')).toHaveCount(1);
    await expect(bodyRows(page, 'Vehicles').first()).toContainText(other.registration);
    await picturesAtBothWidths(page, 'fleet-vehicles');
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
    await picturesAtBothWidths(page, 'fleet-vehicle-dialog');

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
    await picturesAtBothWidths(page, 'fleet-vehicle-new');

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
    // Wide enough for every column in the row (at 1280 px some fold into the rows' Details).
    await page.setViewportSize({ width: 1920, height: 1000 });
    await openAsAdmin(page, request, '/vehicleservices');
    await expect(page.getByRole('columnheader')).toHaveText([
      'Details',
      'Customer',
      'Vehicle',
      'Dealer',
      'Date & Time',
      'Odometer',
      'Type',
      'Status',
      "Dealer's reply",
      'Details',
      'Actions',
    ]);
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
    await picturesAtBothWidths(page, 'fleet-bookings');
  },
);
