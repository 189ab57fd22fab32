// Postcodes in the back office (docs/back-office.md 2, 4, 7 and 9): four tabs by country and
// allocation, each searched on Enter, a postcode allocated to a dealer through the picker, Create
// enabled only once valid, a New Zealand tab adding in New Zealand, every row on one page.
import { expect, type Page, test } from '@playwright/test';
import { type AdminApi, adminApi, openAsAdmin } from './support/admin-session.ts';
import { type Page_, bodyRows, nextSerial, pick, tag } from './support/fleet.ts';
import { choosePageSize, searchFor } from './support/lists.ts';
import { picturesAtBothWidths } from './support/pictures.ts';

interface Postcode {
  id: number;
  postcode: string;
  locality: string;
  country: string;
  gwm_dealers_id: number | null;
}

test.use({ viewport: { width: 1280, height: 800 } });

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
      postcode: `9${String(nextSerial()).padStart(3, '0')}`,
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
    // Every column, on a screen wide enough for this row: its tagged values differ in width from run
    // to run, and at 1280 px a wide tag folds the last column into the row's details (column-fit.ts).
    await page.setViewportSize({ width: 1600, height: 900 });
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
    await picturesAtBothWidths(page, 'fleet-postcodes');
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
    await picturesAtBothWidths(page, 'fleet-postcode-dialog');
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
