// A dealer's website in the dialog (docs/back-office.md, Dealers): only an http or https address is
// taken, the schema's message under the field otherwise, and the saved address is the list's link.
import { expect, test } from '@playwright/test';
import { openAsAdmin, unique } from './support/admin-session.ts';
import { makeDealer, rowOf } from './support/dealer-list.ts';

test('a javascript: website is refused under its field with the schema’s message and not sent; an https one is saved and linked', async ({ page }) => {
  const dealer = await makeDealer(page, unique('Website GWM'));
  const puts: string[] = [];
  page.on('request', (r) => r.method() === 'PUT' && new URL(r.url()).pathname === `/api/dealers/${dealer.id}` && puts.push(r.url()));
  await openAsAdmin(page, page.request, '/dealers');
  const row = await rowOf(page, dealer.name);
  await row.getByRole('button', { name: `Edit ${dealer.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${dealer.name}` });
  const website = dialog.getByRole('textbox', { name: 'Website', exact: true });
  await website.fill('javascript:alert(document.cookie)');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(website).toHaveAccessibleDescription("This doesn't appear to be a web address: it must start with https:// or http://");
  expect(puts).toEqual([]);

  await website.fill('https://www.website-gwm.example/');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('link', { name: 'https://www.website-gwm.example/' })).toHaveAttribute('href', 'https://www.website-gwm.example/');
});
