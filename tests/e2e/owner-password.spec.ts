// A forgotten password (docs/owner-app.md 2.10, 4): the request form, the link sent, the reset form
// and its messages, and each screen at both widths.
import { expect, test } from '@playwright/test';
import { inviteOwner, registerByApi } from './support/onboarding.ts';
import { choosePasswords, field, look, PASSWORD } from './support/onboarding-steps.ts';

test.describe('forgot password', () => {
  test('the form, an unknown email, the link sent, and asking again at once', async ({ page, request }) => {
    const owner = await inviteOwner(request);
    await registerByApi(request, owner, PASSWORD);
    await page.goto('/adminlogin');
    await page.getByRole('link', { name: 'I forgot my password' }).click();
    await page.waitForURL('**/forgotpassword');
    await expect(page).toHaveTitle('Forgot password | myGWM');
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeVisible();

    const email = field(page, 'Email');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(email).toHaveAccessibleDescription('Please enter your email address');
    await email.fill('ivy@');
    await expect(email).toHaveAccessibleDescription("This doesn't appear to be a valid email address");

    await email.fill('nobody.here@onboarding.example');
    await email.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('A user with this email address does not exist, please check the email address you have entered below.');
    await expect(email).toBeVisible();

    await email.fill(owner.email);
    await email.press('Enter');
    await expect(page.getByRole('status')).toHaveText('Please check your inbox for password reset instructions.');
    await expect(email).toHaveCount(0);
    await page.getByRole('link', { name: 'Done' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/forgotpassword');
    await field(page, 'Email').fill(owner.email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Too many password reset attempts for this email. Please try again later.');
    await expect(field(page, 'Email')).toBeVisible();
  });

  test('a call that fails says the password cannot be reset now', async ({ page }) => {
    await page.route('**/api/password/email', (route) => route.abort());
    await page.goto('/forgotpassword');
    await field(page, 'Email').fill('ivy@onboarding.example');
    await field(page, 'Email').press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Unable to reset your password at this time, please try again later.');
  });
});

test.describe('reset password', () => {
  test('a link without a token or an email says so, and the new password must be long enough and match', async ({ page }) => {
    await page.goto('/resetpassword?email=ivy@onboarding.example');
    await expect(page).toHaveTitle('Reset password | myGWM');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new Password' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'Your password reset token is invalid. Please check your inbox for a newer email from us or request to reset your password again.',
    );
    await expect(field(page, 'Password')).toHaveCount(0);
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await page.waitForURL('**/forgotpassword');

    await page.goto('/resetpassword/some-token');
    await expect(page.getByRole('alert')).toHaveText('The email address requested is invalid for this token.');

    await page.goto('/resetpassword/not-a-real-token?email=ivy@onboarding.example');
    await expect(page.getByText('Choose a new password of at least 8 characters for ivy@onboarding.example.')).toBeVisible();
    const reset = page.getByRole('button', { name: 'Reset Password' });
    await reset.click();
    await expect(field(page, 'Password')).toHaveAccessibleDescription('Passwords must be at least 8 characters');
    await expect(field(page, 'Password')).toBeFocused();
    await choosePasswords(page, 'short', 'short');
    await expect(field(page, 'Password')).toHaveAccessibleDescription('Passwords must be at least 8 characters');
    await choosePasswords(page, 'long enough', 'long enougH');
    await expect(field(page, 'Confirm password')).toHaveAccessibleDescription('Passwords do not match');
    await page.getByRole('button', { name: 'Show confirm password' }).click();
    await expect(field(page, 'Confirm password')).toHaveValue('long enougH');
    await expect(field(page, 'Confirm password')).toHaveAttribute('type', 'text');

    await choosePasswords(page, 'long enough');
    await reset.click();
    await expect(page.getByRole('alert')).toHaveText(
      'Your password reset token is invalid. Please check your inbox for a newer email from us or try to reset your password again.',
    );
    await page.getByRole('link', { name: 'Done' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

test.describe('at 375 and 1280 px', () => {
  test.setTimeout(180_000);

  test('forgot and reset password', async ({ page, request }) => {
    const owner = await inviteOwner(request);
    await registerByApi(request, owner, PASSWORD);
    await page.goto('/forgotpassword');
    await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
    await look(page, 'forgot');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await look(page, 'forgot-message');
    await field(page, 'Email').fill('nobody.here@onboarding.example');
    await field(page, 'Email').press('Enter');
    await expect(page.getByRole('alert')).toBeVisible();
    await look(page, 'forgot-unknown-email');
    await field(page, 'Email').fill(owner.email);
    await field(page, 'Email').press('Enter');
    await expect(page.getByRole('status')).toBeVisible();
    await look(page, 'forgot-sent');

    await page.goto('/resetpassword/not-a-real-token?email=ivy@onboarding.example');
    await expect(page.getByRole('heading', { name: 'Choose a new Password' })).toBeVisible();
    await look(page, 'reset');
    await choosePasswords(page, 'short', 'other');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await look(page, 'reset-messages');
    await choosePasswords(page, 'long enough');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await look(page, 'reset-bad-token');
    await page.goto('/resetpassword');
    await expect(page.getByRole('alert')).toBeVisible();
    await look(page, 'reset-no-token');
  });
});
