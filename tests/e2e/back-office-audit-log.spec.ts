// The audit log (back office): staff edit a dealer, then find the change in the Audit log screen
// by person, record type, record id and day, and open it to read the changed field before and after.
import { expect, test } from '@playwright/test';
import dayjs from 'dayjs';
import { E2E_ADMIN } from './support/accounts.ts';
import { adminApi, openAsAdmin, unique } from './support/admin-session.ts';
import { shootAtBothWidths } from './support/screens.ts';
import { picture } from './support/pictures.ts';

interface Dealer {
  id: number;
  name: string;
}

test('a dealer edited in the dialog is found in the audit log by person, record type, id and day, with its change', async ({ page }) => {
  const api = await adminApi(page.request);
  const dealer = await api.post<Dealer>('/api/dealers', {
    name: unique('Audit GWM'),
    brand: 'GWM',
    email: 'sales@audit-dealer.example.com',
    address_line_1: '1 Audit Street',
    suburb: 'Testville',
    state: 'NSW',
    postcode: '2000',
    country: 'AU',
    dealer_code: `A${Math.floor(Math.random() * 1e8)}`,
    sales_phone: '02 5550 0001',
    dealer_hours: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => ({ day, open: 'Closed', close: 'Closed' })),
  });

  // The edit, as staff make it on the Dealers screen.
  await openAsAdmin(page, page.request, '/dealers');
  await page.getByLabel('Search dealers').fill(dealer.name);
  await page.getByLabel('Search dealers').press('Enter');
  await page.getByRole('button', { name: `Edit ${dealer.name}` }).click();
  const editor = page.getByRole('dialog', { name: `Edit ${dealer.name}` });
  await expect(editor.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(dealer.name);
  await editor.getByLabel('Sales phone').fill('02 9999 0000');
  await editor.getByRole('button', { name: 'Update' }).click();
  await expect(editor).toBeHidden();

  // The audit log, from the drawer.
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/auditlog$/);
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();

  const search = page.getByRole('search', { name: 'Search the audit log' });
  await search.getByLabel('Person').fill(E2E_ADMIN.email.split('@')[0]!);
  await search.getByLabel('Record type').fill('Deal');
  await page.getByRole('option', { name: 'Dealer', exact: true }).click();
  await search.getByLabel('Record id').fill(String(dealer.id));
  const today = dayjs().format('YYYY-MM-DD');
  await search.getByLabel('From').fill(today);
  await search.getByLabel('To').fill(today);
  await search.getByRole('button', { name: 'Search' }).click();

  // Newest first: the edit, then the create through the API; both by the administrator.
  const rows = page
    .getByRole('table', { name: 'Audit entries' })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Open / }) });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Update');
  await expect(rows.nth(1)).toContainText('Create');
  for (const row of await rows.all()) {
    await expect(row).toContainText(E2E_ADMIN.email);
    await expect(row).toContainText('Dealer');
  }
  await picture(page, 'audit-log-search.png');

  await rows
    .nth(0)
    .getByRole('button', { name: `Open Update of Dealer ${dealer.id}` })
    .click();
  const entry = page.getByRole('dialog', { name: `Update of Dealer ${dealer.id}` });
  await expect(entry).toContainText(E2E_ADMIN.email);
  const phone = entry.getByRole('table', { name: 'Changed fields' }).getByRole('row', { name: /Sales phone/ });
  await expect(phone.getByRole('cell')).toHaveText(['02 5550 0001', '02 9999 0000']);
  // Only what changed: the name stayed.
  await expect(entry.getByRole('row', { name: /^Name/ })).toHaveCount(0);
  await picture(page, 'audit-log-entry.png');
  await page.keyboard.press('Escape');
  await expect(entry).toBeHidden();

  // Another person's changes, or another day's, are not this one.
  await search.getByLabel('Person').fill('nobody-else@');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(rows).toHaveCount(0);
  await search.getByRole('button', { name: 'Clear' }).click();
  await expect(search.getByLabel('Record id')).toHaveValue('');
  await expect(rows.first()).toBeVisible();
  // On a phone the search wraps and the table scrolls inside its frame: nothing spills sideways.
  await shootAtBothWidths(page, 'audit-log');
});
