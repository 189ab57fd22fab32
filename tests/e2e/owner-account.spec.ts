// The owner's account details (docs/owner-app.md 8): their details, the required messages, the state
// picker and the dialog, for an Australian and a New Zealand owner, the Service reminders switch, and
// the screen at both widths.
import { expect, test } from '@playwright/test';
import { signInWithForm } from './support/accounts.ts';
import { inviteOwner, registerByApi } from './support/onboarding.ts';
import { field, look, nextBody, openUserMenu, PASSWORD, REQUIRED_CONTACT_DETAILS } from './support/onboarding-steps.ts';

test.describe('account details', () => {
  test("the owner's details, the required messages, the state picker and the dialog", async ({ page, request }) => {
    const owner = await inviteOwner(request);
    await registerByApi(request, owner, PASSWORD);
    await page.goto('/adminlogin');
    await signInWithForm(page, { email: owner.email, password: PASSWORD });
    await page.waitForURL('**/home');
    await openUserMenu(page, owner.firstname);
    await page.getByRole('link', { name: 'Account Details' }).click();
    await page.waitForURL('**/myaccount');
    await expect(page).toHaveTitle('Update your Details | myGWM');
    await expect(page.getByRole('heading', { level: 1, name: 'Update your Details' })).toBeVisible();
    await expect(field(page, 'Last name')).toHaveValue('Registered');
    await expect(field(page, 'Suburb')).toHaveValue('Braddon');
    await expect(field(page, 'State')).toHaveValue('ACT');

    const update = page.getByRole('button', { name: 'Update My details' });
    for (const [label] of REQUIRED_CONTACT_DETAILS) await field(page, label).fill('');
    await update.click();
    for (const [label, message] of REQUIRED_CONTACT_DETAILS) await expect(field(page, label)).toHaveAccessibleDescription(message);
    await expect(field(page, 'First name')).toBeFocused();

    for (const [label, value] of [
      ['First name', 'Ivy'],
      ['Last name', 'Updated'],
      ['Mobile phone', '0412 345 678'],
      ['Other phone (optional)', '02 6000 0000'],
      ['Address', '3 Third Avenue'],
      ['Suburb', 'Geelong'],
      ['Postcode', '3220'],
    ]) {
      await field(page, label!).fill(value!);
    }
    await field(page, 'State').selectOption('VIC');
    const sent = nextBody(page, '/api/users/update');
    await update.click();
    expect(await sent).toEqual({
      firstname: 'Ivy',
      lastname: 'Updated',
      mobile_phone: '0412 345 678',
      other_phone: '02 6000 0000',
      address_line_1: '3 Third Avenue',
      suburb: 'Geelong',
      state: 'VIC',
      postcode: '3220',
      consent: true,
      service_reminders: true,
    });

    const dialog = page.getByRole('dialog', { name: 'User Details Updated' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Home' })).toBeFocused();
    // Escape closes it over the saved form; Home goes home.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(field(page, 'Suburb')).toHaveValue('Geelong');
    await update.click();
    await dialog.getByRole('button', { name: 'Home' }).click();
    await page.waitForURL('**/home');

    await page.goto('/myaccount');
    await expect(field(page, 'Last name')).toHaveValue('Updated');
    await expect(field(page, 'Other phone (optional)')).toHaveValue('02 6000 0000');
    await expect(field(page, 'State')).toHaveValue('VIC');
  });

  test('a New Zealand owner is offered no Australian state and keeps theirs, and turns service reminders off', async ({ page, request }) => {
    const owner = await inviteOwner(request);
    await registerByApi(request, owner, PASSWORD, { address_line_1: '5 Ponsonby Road', suburb: 'Ponsonby', state: 'NZ', postcode: '1011' });
    await page.goto('/adminlogin');
    await signInWithForm(page, { email: owner.email, password: PASSWORD });
    await page.waitForURL('**/home');
    await page.goto('/myaccount');
    await expect(field(page, 'Suburb')).toHaveValue('Ponsonby');
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveCount(0);
    await field(page, 'Other phone (optional)').fill('');
    // On until the owner says otherwise; the label turns it off, as a tap on the words does on a phone.
    const reminders = page.getByRole('switch', { name: 'Service reminders' });
    await expect(reminders).toBeChecked();
    await expect(reminders).toHaveAccessibleDescription(/30 days before my vehicle's next service is due/);
    await page.getByText('Service reminders', { exact: true }).click();
    await expect(reminders).not.toBeChecked();
    const sent = nextBody(page, '/api/users/update');
    await page.getByRole('button', { name: 'Update My details' }).click();
    expect(await sent).toMatchObject({ state: 'NZ', other_phone: null, service_reminders: false });
    await expect(page.getByRole('dialog', { name: 'User Details Updated' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Service reminders' })).not.toBeChecked();
  });
});

test.describe('at 375 and 1280 px', () => {
  test.setTimeout(180_000);

  test('account details and its dialog', async ({ page, request }) => {
    const owner = await inviteOwner(request);
    await registerByApi(request, owner, PASSWORD);
    await page.goto('/adminlogin');
    await signInWithForm(page, { email: owner.email, password: PASSWORD });
    await page.waitForURL('**/home');
    await page.goto('/myaccount');
    await expect(page.getByRole('heading', { name: 'Update your Details' })).toBeVisible();
    // The Service reminders switch is checked on, then off: axe and both widths see each.
    await look(page, 'account');
    await page.getByRole('switch', { name: 'Service reminders' }).uncheck();
    await look(page, 'account-reminders-off');
    await field(page, 'Mobile phone').fill('');
    await page.getByRole('button', { name: 'Update My details' }).click();
    await look(page, 'account-message');
    await field(page, 'Mobile phone').fill('0412 345 678');
    await page.getByRole('button', { name: 'Update My details' }).click();
    await expect(page.getByRole('dialog', { name: 'User Details Updated' })).toBeVisible();
    await look(page, 'account-dialog', { fullPage: false });
  });
});
