// Portal users (docs/back-office.md 2, 4 "Users list", 7 and 9): owners and administrators on their
// own tabs and API accounts on neither; search on Enter or the Search button with Show All; pages
// of 50, 100, 500 or all; add, edit and delete through the dialogs. Users are made through the API.
// The CRM lists are in back-office-crm.spec.ts.
import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from './support/accounts.ts';
import { type AdminApi, adminApi, openAsAdmin } from './support/admin-session.ts';
import { choosePageSize, searchFor } from './support/lists.ts';
import { type Page_, bodyRows, countOf, countText } from './support/people.ts';
import { picture } from './support/pictures.ts';

/** Letters and digits unique to this run: searches for it find this run's records only. */
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface User {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  role: string;
}

const owner = (firstname: string, lastname: string, values: Record<string, unknown> = {}) => ({
  firstname,
  lastname,
  email: `${firstname}.${lastname}@people.example.com`.toLowerCase(),
  mobile_phone: '0412 345 678',
  address_line_1: '12 Sample Street',
  suburb: 'Parramatta',
  state: 'NSW',
  postcode: '2150',
  consent: true,
  ...values,
});

const makeOwner = (api: AdminApi, firstname: string, lastname: string, values?: Record<string, unknown>) =>
  api.post<User>('/api/users', owner(firstname, lastname, values));

const usersTable = (page: Page) => page.getByRole('table', { name: 'Portal Users' });
test.describe('portal users', () => {
  test('search finds an owner by part of the surname (Enter) or of the email (Search button); Show All brings everyone back', async ({ page }) => {
    const api = await adminApi(page.request);
    const harriet = await makeOwner(api, 'Harriet', `Quillby${RUN}`, { home_phone: '(02) 5550-1234' });
    const ivor = await makeOwner(api, 'Ivor', `Marchetti${RUN}`, { email: `ivor.${RUN}@inbox${RUN}.example.net` });
    await openAsAdmin(page, page.request, '/users');
    const table = usersTable(page);
    await expect(bodyRows(table).first()).toBeVisible();
    const everyone = await countOf(page);

    await searchFor(page, 'portal users', `illby${RUN}`, 'Enter');
    await expect(countText(page)).toHaveText('1 user');
    const row = bodyRows(table);
    await expect(row).toHaveCount(1);
    // Details: the name, then each phone and the email as links that call or write.
    await expect(row).toContainText(`Harriet Quillby${RUN}`);
    await expect(row.getByRole('link', { name: '0412 345 678' })).toHaveAttribute('href', 'tel:0412345678');
    await expect(row.getByRole('link', { name: '(02) 5550-1234' })).toHaveAttribute('href', 'tel:0255501234');
    await expect(row.getByRole('link', { name: harriet.email })).toHaveAttribute('href', `mailto:${harriet.email}`);
    await expect(row).toContainText('12 Sample Street');
    await expect(row).toContainText('Parramatta NSW 2150');
    await expect(row).toContainText('0 vehicles');
    await expect(row.getByRole('cell', { name: 'No', exact: true })).toBeVisible();

    await searchFor(page, 'portal users', `inbox${RUN}`, 'button');
    await expect(bodyRows(table)).toHaveCount(1);
    await expect(bodyRows(table)).toContainText(`Ivor Marchetti${RUN}`);
    await expect(page.getByRole('link', { name: ivor.email })).toBeVisible();

    // Other files add and delete owners on the same server meanwhile: the count shown is the total of the unsearched list the page asks for.
    const unsearched = page.waitForResponse((reply) => {
      const url = new URL(reply.url());
      return url.pathname === '/api/users' && reply.request().method() === 'GET' && !url.searchParams.has('q');
    });
    await page.getByRole('button', { name: 'Show All' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search portal users' })).toHaveValue('');
    const { total } = (await (await unsearched).json()) as { total: number };
    expect(total).toBeGreaterThanOrEqual(Math.min(everyone, 2));
    await expect(countText(page)).toHaveText(`${total} portal users`);
  });

  test('an owner’s vehicles are counted, each with its model, engine, transmission, drivetrain and VIN', async ({ page }) => {
    const api = await adminApi(page.request);
    const code = `PPL${RUN}`.toUpperCase();
    const model = await api.post<{ id: number }>('/api/models', {
      model: 'Cannon',
      variant: 'Ultra',
      code,
      brand: 'GWM',
      country: 'AU',
      engine: '2.4L turbo diesel',
      transmission: '9-speed automatic',
      drivetrain: '4WD',
      name: 'Cannon Ultra',
      type: 'UTE',
      image: 'https://images.example.com/m.png',
    });
    const driver = await makeOwner(api, 'Dora', `Driveway${RUN}`);
    const vin = `LGW${RUN}`.toUpperCase().padEnd(17, '7').slice(0, 17);
    await api.post('/api/vehicles', {
      user_id: driver.id,
      models_id: model.id,
      registration: `R${RUN}`.slice(0, 7).toUpperCase(),
      registration_date: '2025-01-02',
      roadside_start_date: '2025-01-02',
      roadside_expiry_date: '2030-01-02',
      purchase_date: '2025-01-01',
      vin,
      engine_number: `E${RUN}`,
      year: '2025',
    });
    await openAsAdmin(page, page.request, '/users');
    await searchFor(page, 'portal users', `Driveway${RUN}`, 'Enter');
    const row = bodyRows(usersTable(page));
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('1 vehicle');
    await expect(row).toContainText(`R${RUN}`.slice(0, 7).toUpperCase());
    await expect(row).toContainText(`GWM Cannon Ultra (${code})`);
    await expect(row).toContainText('2.4L turbo diesel · 9-speed automatic · 4WD');
    await expect(row).toContainText(vin);
  });

  test('55 owners page 50 at a time; page 2 holds the rest; All lists as many rows as the total says', async ({ page }) => {
    const api = await adminApi(page.request);
    const surname = `Pagewell${RUN}`;
    for (let n = 1; n <= 55; n++) await makeOwner(api, `P${String(n).padStart(2, '0')}`, surname);
    await openAsAdmin(page, page.request, '/users');
    const table = usersTable(page);
    await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('50');

    await searchFor(page, 'portal users', surname, 'Enter');
    await expect(countText(page)).toHaveText('55 portal users');
    await expect(bodyRows(table)).toHaveCount(50);
    await expect(bodyRows(table).first()).toContainText(`P01 ${surname}`);
    await page.getByLabel('Pages of portal users').getByRole('button', { name: '2', exact: true }).click();
    await expect(bodyRows(table)).toHaveCount(5);
    await expect(bodyRows(table).first()).toContainText(`P51 ${surname}`);
    await expect(bodyRows(table).last()).toContainText(`P55 ${surname}`);

    await choosePageSize(page, 'All');
    await expect(bodyRows(table)).toHaveCount(55);
    await expect(page.getByLabel('Pages of portal users')).toHaveCount(0);

    await page.getByRole('button', { name: 'Show All' }).click();
    await expect(bodyRows(table)).not.toHaveCount(55);
    const total = await countOf(page);
    expect(total).toBeGreaterThan(55);
    await expect(bodyRows(table)).toHaveCount(total);
  });

  test('administrators are listed on their own tab, owners on theirs, API accounts on neither', async ({ page }) => {
    const api = await adminApi(page.request);
    await makeOwner(api, 'Olga', `Tabby${RUN}`);
    const robot = await api.post<{ data: User }>('/api/users/api', { firstname: `Robot${RUN}`, lastname: 'Key' });
    expect(robot.data.role).toBe('API');
    const admins = await api.get<Page_<User>>('/api/users?role=ADMIN&per_page=-1');
    await openAsAdmin(page, page.request, '/users');
    const table = usersTable(page);

    await searchFor(page, 'portal users', `Tabby${RUN}`, 'Enter');
    await expect(bodyRows(table)).toHaveCount(1);
    await searchFor(page, 'portal users', `Robot${RUN}`, 'Enter');
    await expect(page.getByText(`No portal users match “Robot${RUN}”`)).toBeVisible();
    await searchFor(page, 'portal users', E2E_ADMIN.email, 'Enter');
    await expect(page.getByText(`No portal users match “${E2E_ADMIN.email}”`)).toBeVisible();

    await page.getByRole('tab', { name: 'Administrators' }).click();
    await expect(page).toHaveURL(/\?tab=administrators$/);
    await expect(countText(page)).toHaveText(`${admins.total} ${admins.total === 1 ? 'user' : 'portal users'}`);
    await expect(table.getByRole('link', { name: E2E_ADMIN.email })).toBeVisible();
    // Anything added here would be an owner, so the tab offers no adding.
    await expect(page.getByRole('button', { name: '+ Add a user' })).toHaveCount(0);
    await searchFor(page, 'portal users', `Tabby${RUN}`, 'Enter');
    await expect(page.getByText(`No portal users match “Tabby${RUN}”`)).toBeVisible();
    await searchFor(page, 'portal users', `Robot${RUN}`, 'Enter');
    await expect(page.getByText(`No portal users match “Robot${RUN}”`)).toBeVisible();
    await picture(page, 'people-users-administrators.png');

    await page.getByRole('tab', { name: 'Owners' }).click();
    await expect(page).toHaveURL(/\/users$/);
    await expect(page.getByRole('button', { name: '+ Add a user' })).toBeVisible();
  });

  test('an owner is added through the dialog (no password asked, consent sent), edited and deleted after confirming', async ({ page }) => {
    const lastname = `Addison${RUN}`;
    const email = `nadia.${RUN}@people.example.com`;
    const name = `Nadia ${lastname} (${email})`;
    await openAsAdmin(page, page.request, '/users');
    // The header's button; an empty list would offer a second one.
    await page.getByRole('button', { name: '+ Add a user' }).first().click();
    const add = page.getByRole('dialog', { name: 'Add a user' });
    await expect(add.getByText('Password')).toHaveCount(0);
    await expect(add.getByText('Consent')).toHaveCount(0);
    await add.getByRole('textbox', { name: 'First name', exact: true }).fill('Nadia');
    await add.getByRole('textbox', { name: 'Last name', exact: true }).fill(lastname);
    await add.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await add.getByRole('textbox', { name: 'Mobile phone', exact: true }).fill('0400 111 222');
    await add.getByRole('textbox', { name: 'Address', exact: true }).fill('3 Creation Close');
    await add.getByRole('textbox', { name: 'Suburb', exact: true }).fill('Hobart');
    await add.getByRole('combobox', { name: 'State', exact: true }).click();
    await page.getByRole('option', { name: 'TAS', exact: true }).click();
    await add.getByRole('textbox', { name: 'Postcode', exact: true }).fill('7000');
    const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/users');
    await add.getByRole('button', { name: 'Create' }).click();
    const body = (await posted).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ firstname: 'Nadia', lastname, email, state: 'TAS', consent: true });
    expect(body).not.toHaveProperty('password');
    await expect(add).toBeHidden();
    await expect(page.getByText(`“${name}” was added.`)).toBeVisible();

    await searchFor(page, 'portal users', lastname, 'Enter');
    const row = bodyRows(usersTable(page));
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Hobart TAS 7000');

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await expect(edit.getByRole('textbox', { name: 'Suburb', exact: true })).toHaveValue('Hobart');
    await edit.getByRole('textbox', { name: 'Suburb', exact: true }).fill('Sandy Bay');
    await edit.getByRole('textbox', { name: 'Home phone', exact: true }).fill('03 5550 9876');
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('Sandy Bay TAS 7000');
    // Still so after a reload: it was saved, not only shown.
    await page.reload();
    await searchFor(page, 'portal users', lastname, 'Enter');
    await expect(countText(page)).toHaveText('1 user');
    await expect(row).toContainText('Sandy Bay TAS 7000');
    await expect(row.getByRole('link', { name: '03 5550 9876' })).toHaveAttribute('href', 'tel:0355509876');

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this user?' });
    await expect(confirm).toContainText(name);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(`No portal users match “${lastname}”`)).toBeVisible();
  });

  test('Bulk Load Users goes to the portal users upload; the list reads well at 1280 and 375 px', async ({ page }) => {
    await openAsAdmin(page, page.request, '/users');
    await expect(bodyRows(usersTable(page)).first()).toBeVisible();
    await picture(page, 'people-users-1280.png');
    await page.setViewportSize({ width: 375, height: 800 });
    await picture(page, 'people-users-375.png');
    await page.getByRole('link', { name: 'Bulk Load Users' }).click();
    await expect(page).toHaveURL(/\/loadusers$/);
    await expect(page.getByRole('heading', { name: 'Bulk load portal users' })).toBeVisible();
  });
});
