// The Dealers screen and the separate dealer page (docs/back-office.md, Dealers; sections 4 and 5):
// each test makes its own dealers through the API, then works on them in the browser.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { adminApi, openAsAdmin, unique } from './support/admin-session.ts';
import { type Dealer, makeDealer, rowOf, WEEKDAYS } from './support/dealer-list.ts';
import { picture } from './support/pictures.ts';

/** The header's add button (an empty list offers one of its own too). */
const addButton = (page: Page) => page.getByRole('button', { name: '+ Add a dealer' }).first();

/** Picks a choice of the dialog's select (its options open below the form). */
async function choose(form: Locator, label: string, option: string) {
  await form.getByRole('combobox', { name: label, exact: true }).click();
  await form.page().getByRole('option', { name: option, exact: true }).click();
}

async function fillDealer(form: Locator, name: string) {
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await choose(form, 'Brand', 'Haval');
  await form.getByLabel('Dealer code').fill(`H${Math.floor(Math.random() * 1e8)}`);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('hello@new-dealer.example.com');
  await form.getByLabel('Sales phone').fill('03 5550 1234');
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill('22 Sample Road');
  await form.getByLabel('Suburb').fill('Richmond');
  await choose(form, 'State', 'VIC');
  await form.getByRole('textbox', { name: 'Postcode', exact: true }).fill('3121');
  await choose(form, 'Country', 'Australia');
  await form.getByLabel('Longitude').fill('144.998');
  await form.getByLabel('Latitude').fill('-37.823');
  for (const day of WEEKDAYS.slice(0, 5)) {
    await form.getByLabel(`${day} opens`).fill('08:30');
    await form.getByLabel(`${day} closes`).fill('17:30');
  }
  await form.getByLabel('Saturday hours').selectOption({ label: 'By Appointment Only' });
  await form.getByLabel('Sunday hours').selectOption({ label: 'Closed' });
}

test('an empty dealer dialog shows every required message, the hours too, and sends nothing', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/dealers' && posts.push(r.url()));
  await openAsAdmin(page, page.request, '/dealers');
  await addButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Add a dealer' });
  await dialog.getByRole('button', { name: 'Create' }).click();

  for (const message of [
    'A name is required',
    'A brand is required',
    'An email is required',
    'An address is required',
    'A suburb is required',
    'A state is required',
    'A postcode is required',
    'A country is required',
  ]) {
    await expect(dialog.getByText(message, { exact: true }).filter({ visible: true })).toBeVisible();
  }
  await expect(dialog.getByText('A time is required')).toHaveCount(14);
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveAccessibleDescription('A name is required');
  await expect(dialog.getByLabel('Monday opens')).toHaveAccessibleDescription('A time is required');
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await picture(page, 'dealer-dialog-messages.png');

  // A fixed field loses its message; a day that is closed needs no times.
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Anything');
  await expect(dialog.getByText('A name is required')).toHaveCount(0);
  await dialog.getByLabel('Sunday hours').selectOption({ label: 'Closed' });
  await expect(dialog.getByText('A time is required')).toHaveCount(12);
  expect(posts).toEqual([]);
});

test('a dealer created in the dialog with its opening hours shows in the Active list', async ({ page }) => {
  const name = unique('Dialog Haval');
  await openAsAdmin(page, page.request, '/dealers');
  await addButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Add a dealer' });
  await fillDealer(dialog, name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`“${name}” was added.`)).toBeVisible();

  const row = await rowOf(page, name);
  const hours = row.getByRole('definition');
  await expect(hours).toHaveText(['08:30 – 17:30', '08:30 – 17:30', '08:30 – 17:30', '08:30 – 17:30', '08:30 – 17:30', 'By Appointment Only', 'Closed']);
  await expect(row.getByText('03 5550 1234', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: `Map of ${name} (opens in a new tab)` })).toHaveAttribute('href', 'https://www.google.com/maps?q=-37.823,144.998');
  await expect(row.getByRole('link', { name: `Map of ${name} (opens in a new tab)` })).toHaveAttribute('target', '_blank');

  // Opening the dialog again starts empty.
  await page.getByRole('button', { name: '+ Add a dealer' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('editing in the dialog loads the dealer first and saves the change', async ({ page }) => {
  const dealer = await makeDealer(page, unique('Edit GWM'));
  await openAsAdmin(page, page.request, '/dealers');
  const row = await rowOf(page, dealer.name);
  await row.getByRole('button', { name: `Edit ${dealer.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${dealer.name}` });
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(dealer.name);
  await expect(dialog.getByLabel('Monday opens')).toHaveValue('08:00');
  await expect(dialog.getByLabel('Sunday hours')).toHaveValue('closed');

  // The server's own refusal lands under its field: another dealer already has this code.
  const other = await makeDealer(page, unique('Other GWM'));
  const code = dialog.getByLabel('Dealer code');
  const original = await code.inputValue();
  await code.fill((await (await adminApi(page.request)).get<{ dealer_code: string }>(`/api/dealers/${other.id}`)).dealer_code);
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(code).toHaveAccessibleDescription('Dealer code is already in use.');
  await expect(code).toBeFocused();
  await code.fill(original);
  await expect(dialog.getByText('Dealer code is already in use.')).toHaveCount(0);

  // While saving, the form takes no input.
  await page.route(`**/api/dealers/${dealer.id}`, async (route) => {
    if (route.request().method() === 'PUT') await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await dialog.getByLabel('Sales phone').fill('02 9999 0000');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog.getByLabel('Sales phone')).toBeDisabled();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('02 9999 0000', { exact: true })).toBeVisible();
  const saved = await (await adminApi(page.request)).get<Dealer>(`/api/dealers/${dealer.id}`);
  expect(saved.sales_phone).toBe('02 9999 0000');
  expect(saved.dealer_hours.find((h) => h.day === 'Sunday')).toEqual({ day: 'Sunday', open: 'Closed', close: 'Closed' });
});

test('a row expands to list its PMA postcodes; disabling asks first, removes the PMAs and moves it to Disabled; restore brings it back', async ({ page }) => {
  const dealer = await makeDealer(page, unique('PMA GWM'));
  const api = await adminApi(page.request);
  for (const [postcode, locality] of [
    ['2998', 'Pma North'],
    ['2999', 'Pma South'],
  ]) {
    await api.post('/api/postcodes', { postcode, locality, lng: 151.1, lat: -33.9, state: 'NSW', acoustic_id: `pc-${postcode}`, dealer: dealer.id });
  }
  await openAsAdmin(page, page.request, '/dealers');
  const row = await rowOf(page, dealer.name);
  await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();
  const toggle = row.getByRole('button', { name: `PMA postcodes of ${dealer.name}` });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('list', { name: `PMA postcodes of ${dealer.name}` }).getByRole('listitem')).toHaveText(['2998 Pma North', '2999 Pma South']);
  await picture(page, 'dealers-list.png');

  await row.getByRole('button', { name: `Disable ${dealer.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Disable dealer' });
  await expect(confirm).toContainText("The dealer's PMAs are also removed");
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('2 PMAs removed.')).toBeVisible();
  await expect(page.getByRole('link', { name: dealer.name })).toHaveCount(0);

  const disabled = await api.get<Dealer>(`/api/dealers/${dealer.id}`);
  expect(disabled.enabled).toBe(false);
  expect(disabled.dealer_p_m_as).toEqual([]);

  await page.getByRole('tab', { name: 'Disabled' }).click();
  await expect(page).toHaveURL(/tab=disabled/);
  const disabledRow = await rowOf(page, dealer.name);
  await expect(disabledRow.getByRole('cell', { name: '0', exact: true })).toBeVisible();
  await disabledRow.getByRole('button', { name: `Restore ${dealer.name}` }).click();
  await expect(page.getByText(`${dealer.name} restored`)).toBeVisible();
  await expect(page.getByRole('link', { name: dealer.name })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Active' }).click();
  // A tab is a list of its own: typing waits until it is there.
  await expect(page.getByText(/ active dealers?$/)).toBeVisible();
  await rowOf(page, dealer.name);
  expect((await api.get<Dealer>(`/api/dealers/${dealer.id}`)).enabled).toBe(true);
});

test('opening hours read "Closed" and "By Appointment Only" for any value holding those words', async ({ page }) => {
  const dealer = await makeDealer(page, unique('Hours GWM'), 'Appointments only', 'closed all day');
  await openAsAdmin(page, page.request, '/dealers');
  const row = await rowOf(page, dealer.name);
  const hours = row.getByRole('definition');
  await expect(hours.nth(5)).toHaveText('By Appointment Only');
  await expect(hours.nth(6)).toHaveText('Closed');
  await expect(row.getByRole('term')).toHaveText(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
});

test('the /dealers/new page creates a dealer and says "Successfully saved." with a link back', async ({ page }) => {
  const name = unique('Page Haval');
  await openAsAdmin(page, page.request, '/dealers/new');
  await expect(page.getByRole('heading', { name: 'New dealer' })).toBeVisible();
  await fillDealer(page.getByRole('form', { name: 'New dealer' }), name);
  await page.getByRole('button', { name: 'Create' }).click();

  await expect(page.getByText('Successfully saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/dealers\/\d+$/);
  await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the dealer list' }).click();
  await expect(page).toHaveURL(/\/dealers$/);
  await rowOf(page, name);
});

test('the /dealers/{id} page updates a dealer; Cancel leaves without saving; Back returns to the list', async ({ page }) => {
  const dealer = await makeDealer(page, unique('Page GWM'));
  const renamed = `${dealer.name} Renamed`;
  await openAsAdmin(page, page.request, `/dealers/${dealer.id}`);
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toHaveValue(dealer.name);
  await name.fill(renamed);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Successfully saved.')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Edit ${renamed}` })).toBeVisible();
  await picture(page, 'dealer-page-saved.png');
  const api = await adminApi(page.request);
  expect((await api.get<Dealer>(`/api/dealers/${dealer.id}`)).name).toBe(renamed);

  await page.goto(`/dealers/${dealer.id}`);
  await name.fill('Not kept');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/dealers$/);
  expect((await api.get<Dealer>(`/api/dealers/${dealer.id}`)).name).toBe(renamed);

  await page.goto(`/dealers/${dealer.id}`);
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/dealers$/);
  await expect(page.getByRole('link', { name: 'Update PMAs' })).toHaveAttribute('href', '/updatepmas');
});

test('the /dealers/{id} page that could not load its dealer says why, and Try again loads it', async ({ page }) => {
  const dealer = await makeDealer(page, unique('Retry GWM'));
  let refuse = true;
  await page.route(`**/api/dealers/${dealer.id}`, async (route) => {
    if (refuse && route.request().method() === 'GET')
      return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'The database is not answering.' }) });
    await route.continue();
  });
  await openAsAdmin(page, page.request, `/dealers/${dealer.id}`);
  const failure = page
    .getByRole('alert')
    .filter({ hasText: 'The dealer could not be loaded' })
    .filter({ has: page.getByRole('button', { name: 'Try again' }) });
  await expect(failure).toContainText('The database is not answering.');
  refuse = false;
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(dealer.name);
  await expect(failure).toBeHidden();
});

test('the dealer list fits a phone: the table scrolls inside its frame', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await makeDealer(page, unique('Phone GWM'));
  await openAsAdmin(page, page.request, '/dealers');
  await expect(page.getByRole('button', { name: '+ Add a dealer' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
