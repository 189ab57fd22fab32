// Every registration step and failure screen at 375 and 1280 px, checked for accessibility
// (owner-registration.spec.ts walks the same steps for their behaviour).
import { expect, test } from '@playwright/test';
import { inviteOwner } from './support/onboarding.ts';
import { choosePasswords, enter, field, look, next, PASSWORD, SORRY, stepHeading } from './support/onboarding-steps.ts';

test.describe('at 375 and 1280 px', () => {
  test.setTimeout(180_000);

  test('registration steps and failure screens', async ({ page, request }) => {
    const invitee = await inviteOwner(request);
    await page.goto('/register');
    await expect(stepHeading(page, 'Your invitation code')).toBeVisible();
    await look(page, 'register-0-code');
    await next(page);
    await look(page, 'register-0-code-message');
    await enter(page, 'Invitation code', invitee.code);
    await expect(stepHeading(page, 'Your email address')).toBeVisible();
    await look(page, 'register-1-email');
    await enter(page, 'Email', 'nobody.here@onboarding.example');
    await expect(stepHeading(page, SORRY)).toBeVisible();
    await look(page, 'register-3-not-invited');
    await page.getByRole('button', { name: 'Try again' }).click();
    await next(page);
    await enter(page, 'Email', invitee.email);
    await expect(stepHeading(page, 'Your vehicle')).toBeVisible();
    await look(page, 'register-2-vehicle');
    await enter(page, 'Registration or VIN', 'NOPE000');
    await expect(stepHeading(page, SORRY)).toBeVisible();
    await look(page, 'register-5-vehicle-not-found');
    await page.getByRole('button', { name: 'Try again' }).click();
    await enter(page, 'Registration or VIN', invitee.registration);
    await expect(stepHeading(page, 'Confirm your details')).toBeVisible();
    await look(page, 'register-4-details');
    await field(page, 'First name').fill('');
    await field(page, 'Postcode').fill('');
    await next(page);
    await look(page, 'register-4-details-messages');
    await field(page, 'First name').fill('Ivy');
    await field(page, 'Postcode').fill('2602');
    await next(page);
    await expect(stepHeading(page, 'Choose a password')).toBeVisible();
    await look(page, 'register-6-password');
    await choosePasswords(page, 'short', 'other');
    await next(page);
    await look(page, 'register-6-password-messages');
    await page.route('**/api/login', (route) =>
      route.fulfill({ status: 401, json: { status: 'error', message: 'These credentials do not match our records.' } }),
    );
    await choosePasswords(page, PASSWORD);
    await next(page);
    await expect(stepHeading(page, SORRY)).toBeVisible();
    await look(page, 'register-7-failed');
  });
});
