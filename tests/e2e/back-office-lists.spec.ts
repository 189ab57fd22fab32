// Staff's tools on the lists: filters by column kept in the address across a reload, a whole VIN, the CSV export
// of every matching row (compared with the API's rows), the keyboard on the rows, and bulk actions
// on ticked rows behind a confirmation that names the count (colours deleted, dealers disabled).
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { type AdminApi, adminApi, openAsAdmin, unique } from './support/admin-session.ts';
import { searchFor } from './support/lists.ts';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase().slice(-6);
let serial = 0;
const tag = () => `${RUN}${String(++serial).padStart(3, '0')}`;

interface Vehicle {
  id: number;
  registration: string;
  vin: string;
  registration_date: string;
}

const bodyRows = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tbody tr');

test.use({ viewport: { width: 1280, height: 800 } });

async function makeFleet(api: AdminApi) {
  const model = (code: string) =>
    api.post<{ id: number; code: string; model: string }>('/api/models', {
      brand: 'GWM',
      code,
      model: 'Cannon',
      variant: `List ${code}`,
      transmission: '8-speed automatic',
      drivetrain: '4WD',
      name: `List ${code}`,
      type: 'UTE',
      image: '/images/models/test.jpg',
    });
  const chosen = await model(`LST-${tag()}`);
  const other = await model(`LST-${tag()}`);
  const owner = await api.post<{ id: number }>('/api/users', {
    firstname: 'List',
    lastname: `Owner${tag()}`,
    email: `list.${tag()}@lists.example.com`.toLowerCase(),
    mobile_phone: '0412 555 010',
    consent: true,
  });
  const vehicle = (modelId: number, registrationDate: string) => {
    const t = tag();
    return api.post<Vehicle>('/api/vehicles', {
      user_id: owner.id,
      models_id: modelId,
      registration: `L${t}`,
      vin: `LGW${t}${'0'.repeat(14 - t.length)}`,
      engine_number: `E${t}`,
      year: '2020',
      colour_code: 'WT01',
      purchase_date: registrationDate,
      registration_date: registrationDate,
      roadside_start_date: registrationDate,
      roadside_expiry_date: '2030-01-15',
    });
  };
  const before = await vehicle(chosen.id, '2019-12-31');
  const inRange = [await vehicle(chosen.id, '2020-01-01'), await vehicle(chosen.id, '2020-07-14'), await vehicle(chosen.id, '2020-12-31')];
  const otherModel = await vehicle(other.id, '2020-05-05');
  return { chosen, inRange, before, otherModel };
}

/** A CSV's lines as cells (no quoted line breaks in these files). */
const csvCells = (text: string) =>
  text
    .trimEnd()
    .split('\r\n')
    .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((m) => m[1]!.replace(/^"|"$/g, '').replace(/""/g, '"')).slice(0, -1));

test('vehicles filtered by model and registration date range stay filtered on reload, and export exactly the API’s rows', async ({ page }) => {
  const api = await adminApi(page.request);
  const { chosen, inRange } = await makeFleet(api);
  await openAsAdmin(page, page.request, '/vehicles');
  await expect(bodyRows(page, 'Vehicles').first()).toBeVisible({ timeout: 20_000 });

  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const panel = page.getByRole('search', { name: 'Filter vehicles' });
  const model = panel.getByRole('combobox', { name: 'Model' });
  await model.click();
  await model.fill(chosen.code);
  // Named as the model pickers name it: brand, model, variant and code.
  const chosenName = new RegExp(`^GWM Cannon .*\\(${chosen.code}\\)$`);
  await page.getByRole('option', { name: chosenName }).click();
  await panel.getByRole('textbox', { name: 'Registration Date from' }).fill('01/01/2020');
  await panel.getByRole('textbox', { name: 'Registration Date to' }).fill('31/12/2020');
  // The day picker's calendar, open below the field, would take the click meant for Apply.
  await page.keyboard.press('Escape');
  await panel.getByRole('button', { name: 'Apply filters' }).click();

  await expect(bodyRows(page, 'Vehicles')).toHaveCount(3);
  await expect(page).toHaveURL(
    new RegExp(
      `models_id=${chosen.id}.*registration_date_from=2020-01-01.*registration_date_to=2020-12-31|registration_date_from=2020-01-01.*models_id=${chosen.id}`,
    ),
  );
  await expect(page.getByRole('button', { name: 'Filters 2 applied' })).toBeVisible();

  await page.reload();
  await expect(bodyRows(page, 'Vehicles')).toHaveCount(3);
  for (const vehicle of inRange) await expect(page.getByRole('table', { name: 'Vehicles' })).toContainText(vehicle.registration);
  await expect(panel.getByRole('combobox', { name: 'Model' })).toHaveValue(chosenName);
  await expect(panel.getByRole('textbox', { name: 'Registration Date from' })).toHaveValue('01/01/2020');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('vehicles.csv');
  const [header, ...lines] = csvCells(await readFile((await file.path())!, 'utf8'));
  const listed = await api.get<{ data: Vehicle[] }>(
    `/api/vehicles?models_id=${chosen.id}&registration_date_from=2020-01-01&registration_date_to=2020-12-31&per_page=-1`,
  );
  const columns = ['id', 'registration', 'vin', 'registration_date'] as const;
  const at = columns.map((c) => header!.indexOf(c));
  expect(at).not.toContain(-1);
  expect(lines.map((cells) => at.map((i) => cells[i]))).toEqual(listed.data.map((v) => columns.map((c) => String(v[c]))));
  expect(lines).toHaveLength(3);
});

test('a vehicle found by its whole VIN, typed and applied by the keyboard; a part of it, or its registration in small letters, finds none', async ({
  page,
}) => {
  const api = await adminApi(page.request);
  const { inRange } = await makeFleet(api);
  const wanted = inRange[1]!;
  await openAsAdmin(page, page.request, '/vehicles');
  await expect(bodyRows(page, 'Vehicles').first()).toBeVisible({ timeout: 20_000 });

  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const panel = page.getByRole('search', { name: 'Filter vehicles' });
  const vin = panel.getByRole('textbox', { name: 'VIN' });
  await expect(vin).toHaveAttribute('maxlength', '17');
  await vin.fill(wanted.vin);
  await vin.press('Enter');
  await expect(bodyRows(page, 'Vehicles')).toHaveCount(1);
  await expect(bodyRows(page, 'Vehicles').first()).toContainText(wanted.registration);
  await expect(page).toHaveURL(new RegExp(`vin=${wanted.vin}`));

  await vin.fill(wanted.vin.slice(0, -1));
  await vin.press('Enter');
  await expect(page.getByText('No vehicles match the filters')).toBeVisible();

  await vin.fill('');
  await panel.getByRole('textbox', { name: 'Registration', exact: true }).fill(wanted.registration.toLowerCase());
  await panel.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('No vehicles match the filters')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`registration=${wanted.registration.toLowerCase()}`));
  await expect(page).not.toHaveURL(/vin=/);
});

test('rows answer the keyboard, and ticked colours are deleted together after a confirmation naming the count', async ({ page }) => {
  const api = await adminApi(page.request);
  const prefix = unique('Bulk colour');
  const colours = [];
  for (const n of [1, 2, 3]) {
    colours.push(
      await api.post<{ id: number; name: string }>('/api/colours', {
        active: true,
        country: 'AU',
        code: `BK${tag()}`,
        hex: '#123456',
        foreground_hex: '#ffffff',
        name: `${prefix} ${n}`,
        type: 'Standard',
        models: [],
      }),
    );
  }
  await openAsAdmin(page, page.request, '/colours');
  await searchFor(page, 'colours', prefix);
  await expect(bodyRows(page, 'Colours')).toHaveCount(3);

  // Enter opens a row; the arrows move between rows; Space ticks the focused one.
  const rows = bodyRows(page, 'Colours');
  await rows.nth(0).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: `Edit ${colours[0]!.name}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await rows.nth(0).focus();
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: `Select ${colours[1]!.name}` })).toBeChecked();
  await page.getByRole('checkbox', { name: `Select ${colours[0]!.name}` }).check();
  await page.getByRole('checkbox', { name: `Select ${colours[2]!.name}` }).check();
  await expect(page.getByRole('checkbox', { name: 'Select all colours on this page' })).toBeChecked();

  const toolbar = page.getByRole('toolbar', { name: 'Selected rows' });
  await expect(toolbar).toContainText('3 colours selected');
  await toolbar.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete 3 colours?' });
  await dialog.getByRole('button', { name: 'Delete 3 colours' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`No colours match “${prefix}”`)).toBeVisible();
  const left = await api.get<{ total: number }>(`/api/colours?q=${encodeURIComponent(prefix)}`);
  expect(left.total).toBe(0);
});

test('three ticked dealers are disabled together after a confirmation naming the count', async ({ page }) => {
  const api = await adminApi(page.request);
  const prefix = unique('Bulk Motors');
  const dealers = [];
  for (const n of [1, 2, 3]) {
    dealers.push(
      await api.post<{ id: number; name: string }>('/api/dealers', {
        name: `${prefix} ${n}`,
        brand: 'GWM',
        email: 'sales@bulk-dealer.example.com',
        address_line_1: '1 Bulk Street',
        suburb: 'Bulkville',
        state: 'NSW',
        postcode: '2000',
        country: 'AU',
        dealer_code: `B${Math.floor(Math.random() * 1e8)}`,
        lng: 151.2,
        lat: -33.8,
      }),
    );
  }
  await openAsAdmin(page, page.request, '/dealers');
  await page.getByLabel('Search dealers').fill(prefix);
  await page.getByLabel('Search dealers').press('Enter');
  await expect(page.getByRole('checkbox', { name: /^Select Bulk Motors/ })).toHaveCount(3);

  await page.getByRole('checkbox', { name: 'Select all active dealers on this page' }).check();
  const toolbar = page.getByRole('toolbar', { name: 'Selected rows' });
  await expect(toolbar).toContainText('3 dealers selected');
  await toolbar.getByRole('button', { name: 'Disable' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disable 3 dealers?' });
  await expect(dialog).toContainText('PMAs are also removed');
  await dialog.getByRole('button', { name: 'Disable 3 dealers' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`No active dealers match “${prefix}”`)).toBeVisible();
  for (const dealer of dealers) expect((await api.get<{ enabled: boolean }>(`/api/dealers/${dealer.id}`)).enabled).toBe(false);

  await page.getByRole('tab', { name: 'Disabled' }).click();
  await page.getByLabel('Search dealers').fill(prefix);
  await page.getByLabel('Search dealers').press('Enter');
  await expect(page.getByRole('checkbox', { name: /^Select Bulk Motors/ })).toHaveCount(3);
});
