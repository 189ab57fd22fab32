// The reference pickers of the back-office dialogs (docs/back-office.md: a user autocomplete on a
// vehicle, a filterable dealer list with a tick on the chosen dealer on a user): options come from
// the server as the person types, the record names them, and the id chosen is what is saved.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { type AdminApi, adminApi, openAsAdmin, unique } from './support/admin-session.ts';
import { picture } from './support/pictures.ts';

interface Row {
  id: number;
}

/** One word, unique to this run, that the server's search finds and nothing else matches. */
const word = (prefix: string) => unique(prefix).replace(/\W/g, '');

const makeOwner = (api: AdminApi, lastname: string) =>
  api.post<Row>('/api/users', { firstname: 'Pat', lastname, email: `pat.${lastname.toLowerCase()}@picker.example.com` });

/** A vehicle of the owner, of a model of its own (the test server starts without demo data). */
async function makeVehicle(api: AdminApi, userId: number): Promise<Row & { registration: string; code: string }> {
  const code = word('PK').toUpperCase();
  const model = await api.post<Row>('/api/models', {
    model: 'Cannon',
    variant: 'Lux',
    code,
    brand: 'GWM',
    country: 'AU',
    transmission: '8AT',
    drivetrain: '4WD',
    name: 'Cannon Lux',
    type: 'UTE',
    image: 'https://images.example.com/m.png',
  });
  const vehicle = await api.post<Row & { registration: string }>('/api/vehicles', {
    user_id: userId,
    models_id: model.id,
    registration: code.slice(-7),
    registration_date: '2025-01-02',
    roadside_start_date: '2025-01-02',
    roadside_expiry_date: '2030-01-02',
    purchase_date: '2025-01-01',
    vin: `LGW${code}`.padEnd(17, '0').slice(0, 17),
    engine_number: `E${code}`,
    year: '2025',
  });
  return { ...vehicle, code };
}

const makeDealer = (api: AdminApi, name: string) =>
  api.post<Row>('/api/dealers', {
    name,
    brand: 'GWM',
    email: 'sales@picker-dealer.example.com',
    address_line_1: '1 Test Street',
    suburb: 'Testville',
    state: 'NSW',
    postcode: '2000',
    country: 'AU',
    dealer_code: `P${Math.floor(Math.random() * 1e8)}`,
    lng: 151.2093,
    lat: -33.8688,
    dealer_hours: [],
  });

/** Finds the record through the list's search box and opens its edit dialog. */
async function editFromList(page: Page, search: string, button: RegExp): Promise<Locator> {
  await page.getByRole('searchbox').fill(search);
  await page.getByRole('searchbox').press('Enter');
  await page.getByRole('button', { name: button }).click();
  return page.getByRole('dialog');
}

/** Closes a picker's list without Escape, which would close the dialog too. */
const closeList = (dialog: Locator) => dialog.getByRole('heading').first().click();

test('vehicle edit: the model shown with its variant; the user autocomplete searches owners only on the server and the new owner is kept', async ({ page }) => {
  const api = await adminApi(page.request);
  const [first, second] = [word('Alder'), word('Birch')];
  const owner = await makeOwner(api, first);
  const other = await makeOwner(api, second);
  const vehicle = await makeVehicle(api, owner.id);
  await openAsAdmin(page, page.request, '/vehicles');

  const dialog = await editFromList(page, vehicle.registration, new RegExp(`^Edit ${vehicle.registration}$`));
  // One model has many variants: the picker tells them apart by variant and code.
  await expect(dialog.getByRole('combobox', { name: 'Model' })).toHaveValue(`GWM Cannon Lux (${vehicle.code})`);
  const user = dialog.getByRole('combobox', { name: 'User' });
  // The current owner is shown by name, not by id.
  await expect(user).toHaveValue(new RegExp(first));
  // A vehicle belongs to an owner: administrators (this test's own, signed in) are not offered.
  const admins = page.waitForResponse((r) => r.url().includes('/api/users/search?') && r.url().includes('q=e2e-admin'));
  await user.fill('e2e-admin');
  expect(new URL((await admins).url()).searchParams.get('role')).toBe('USER');
  await expect(page.getByText('No portal users found')).toBeVisible();
  // Part of the other owner's surname, searched for on the server.
  const part = second.slice(0, -2);
  const searched = page.waitForRequest((r) => r.url().endsWith(`/api/users/search?role=USER&q=${part}`));
  await user.fill(part);
  await searched;
  await expect(page.getByRole('option')).toHaveCount(1);
  await picture(page, 'pickers-user-search.png');
  await page.getByRole('option', { name: new RegExp(second) }).click();
  await expect(user).toHaveValue(new RegExp(second));
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog).toBeHidden();

  expect((await api.get<{ user_id: number }>(`/api/vehicles/${vehicle.id}`)).user_id).toBe(other.id);
  await page.reload();
  const again = await editFromList(page, vehicle.registration, new RegExp(`^Edit ${vehicle.registration}$`));
  await expect(again.getByRole('combobox', { name: 'User' })).toHaveValue(new RegExp(second));
});

test('user edit: the dealer list filters as the user types, ticks the chosen dealer, and the choice is kept', async ({ page }) => {
  const api = await adminApi(page.request);
  const typed = word('Quokka');
  const name = `${typed} GWM`;
  await makeDealer(api, `${word('Wombat')} GWM`);
  const dealer = await makeDealer(api, name);
  const lastname = word('Cedar');
  const owner = await makeOwner(api, lastname);
  await openAsAdmin(page, page.request, '/users');

  const dialog = await editFromList(page, lastname, new RegExp(`^Edit .*${lastname}`));
  const picker = dialog.getByRole('combobox', { name: 'Preferred dealer' });
  await expect(picker).toHaveValue('');
  await expect(picker).toHaveAttribute('placeholder', 'Choose a dealer');
  // Opened empty, it lists the dealers without any typing.
  await picker.click();
  await expect(page.getByRole('option').nth(1)).toBeVisible();
  await picker.fill(typed.slice(0, -1));
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.getByRole('option', { name }).click();
  await expect(picker).toHaveValue(name);

  await picker.click();
  // The ticked dealer opens the list, in view, however far down the alphabet it is.
  await expect(page.getByRole('option').first()).toHaveAccessibleName(name);
  await expect(page.getByRole('option', { name, selected: true })).toBeInViewport();
  await expect(page.getByRole('option', { name, selected: true }).locator('svg')).toBeVisible();
  await picture(page, 'pickers-dealer-ticked.png');
  await closeList(dialog);
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog).toBeHidden();

  expect((await api.get<{ dealers_id: number }>(`/api/users/${owner.id}`)).dealers_id).toBe(dealer.id);
  await page.reload();
  const again = await editFromList(page, lastname, new RegExp(`^Edit .*${lastname}`));
  await expect(again.getByRole('combobox', { name: 'Preferred dealer' })).toHaveValue(name);
});
