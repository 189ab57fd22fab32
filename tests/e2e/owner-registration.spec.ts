// Registering with an invitation (docs/owner-app.md 2.6 to 2.8, 5): every step, every message and
// every failure screen on the way, and each screen at both widths.
import { expect, test } from '@playwright/test';
import { signInWithForm } from './support/accounts.ts';
import { PHONE } from './support/garage.ts';
import { inviteOwner, marketingEmail } from './support/onboarding.ts';
import {
  callsTo,
  choosePasswords,
  enter,
  field,
  freshPage,
  next,
  nextBody,
  PASSWORD,
  REQUIRED_CONTACT_DETAILS,
  SORRY,
  stepHeading,
  toPasswordStep,
} from './support/onboarding-steps.ts';
import { layoutShift } from './support/screens.ts';

test.describe('registration', () => {
  test('without a link the owner types the code first, and every step leads to their garage', async ({ page, request }) => {
    const invitee = await inviteOwner(request);
    await page.goto('/register');
    await expect(page).toHaveTitle('Create my account | myGWM');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
    await expect(stepHeading(page, 'Your invitation code')).toBeVisible();
    await expect(page.getByText('Step 1 of 5')).toBeVisible();

    // Codes are read in any case; Back keeps what was typed.
    await enter(page, 'Invitation code', invitee.code.toLowerCase());
    await expect(stepHeading(page, 'Your email address')).toBeFocused();
    await expect(page.getByText('Step 2 of 5')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(field(page, 'Invitation code')).toHaveValue(invitee.code.toLowerCase());
    await next(page);

    await enter(page, 'Email', invitee.email.toUpperCase());
    await expect(stepHeading(page, 'Your vehicle')).toBeFocused();
    // The VIN works as well as the registration, in any case.
    await enter(page, 'Registration or VIN', invitee.vin.toLowerCase());

    await expect(stepHeading(page, 'Confirm your details')).toBeFocused();
    const vehicle = page.getByRole('table', { name: 'Your vehicle' });
    await expect(vehicle.getByRole('row').nth(1).getByRole('cell')).toHaveText([invitee.registration, invitee.model, invitee.colour]);
    await expect(field(page, 'First name')).toHaveValue('Ivy');
    await expect(field(page, 'Last name')).toHaveValue('Invited');
    await expect(field(page, 'Mobile phone')).toHaveValue('0491 570 156');
    await expect(field(page, 'Other phone (optional)')).toHaveValue('');
    await expect(field(page, 'Address')).toHaveValue('1 Test Street');
    await expect(field(page, 'Suburb')).toHaveValue('Dickson');
    await expect(field(page, 'State')).toHaveValue('ACT');
    await expect(field(page, 'Postcode')).toHaveValue('2602');
    await field(page, 'Last name').fill('Newcomer');
    await field(page, 'State').selectOption('NSW');
    await next(page);

    await expect(stepHeading(page, 'Choose a password')).toBeFocused();
    await expect(page.getByText('Step 5 of 5')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(field(page, 'Last name')).toHaveValue('Newcomer');
    await expect(field(page, 'State')).toHaveValue('NSW');
    await next(page);

    await choosePasswords(page, PASSWORD);
    const sent = nextBody(page, `/api/users/register/${invitee.id}`);
    await next(page);
    expect(await sent).toEqual({
      firstname: 'Ivy',
      lastname: 'Newcomer',
      mobile_phone: '0491 570 156',
      other_phone: null,
      address_line_1: '1 Test Street',
      suburb: 'Dickson',
      state: 'NSW',
      postcode: '2602',
      email: invitee.email.toUpperCase(),
      invitation_code: invitee.code.toLowerCase(),
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    await page.waitForURL('**/home');
    await expect(page.getByRole('heading', { name: 'IVY GARAGE' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
  });

  test('an invitation link on a phone opens on its email step at once: no loading screen shown first, nothing jumping', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/register?invite=PHONE123');
    await expect(page.getByText('Invitation code PHONE123, from your invitation link.')).toBeVisible();
    await expect(field(page, 'Email')).toBeVisible();
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });

  test('an owner without an Australian state is offered no state picker and sends none', async ({ page, request }) => {
    const invitee = await inviteOwner(request, { state: null });
    await page.goto(`/register?invite=${invitee.code}`);
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await expect(page.getByText(`Invitation code ${invitee.code}, from your invitation link.`)).toBeVisible();
    await enter(page, 'Email', invitee.email);
    await enter(page, 'Registration or VIN', invitee.registration);
    await expect(stepHeading(page, 'Confirm your details')).toBeVisible();
    await expect(field(page, 'Postcode')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveCount(0);
    await next(page);
    await choosePasswords(page, PASSWORD);
    const sent = nextBody(page, `/api/users/register/${invitee.id}`);
    await next(page);
    expect((await sent).state).toBeNull();
    await page.waitForURL('**/home');

    // A New Zealand owner keeps their state without being asked.
    const kiwi = await inviteOwner(request, { state: 'NZ', suburb: 'Ponsonby', postcode: '1011' });
    const other = await freshPage(page.context().browser()!);
    await other.goto(`/register?invite=${kiwi.code}`);
    await enter(other, 'Email', kiwi.email);
    await enter(other, 'Registration or VIN', kiwi.registration);
    await expect(field(other, 'Suburb')).toHaveValue('Ponsonby');
    await expect(other.getByRole('combobox', { name: 'State' })).toHaveCount(0);
    await next(other);
    await choosePasswords(other, PASSWORD);
    const kiwiSent = nextBody(other, `/api/users/register/${kiwi.id}`);
    await next(other);
    expect((await kiwiSent).state).toBe('NZ');
    await other.waitForURL('**/home');
    await other.context().close();
  });

  test("each step refuses what the server's form schema refuses, with the documents' messages, and calls nothing", async ({ page, request }) => {
    const invitee = await inviteOwner(request);
    const calls = callsTo(page, '/api/users/');
    await page.goto('/register');

    await next(page);
    const code = field(page, 'Invitation code');
    await expect(code).toHaveAccessibleDescription('Please enter your invitation code');
    await expect(code).toBeFocused();
    await enter(page, 'Invitation code', invitee.code);

    await next(page);
    const email = field(page, 'Email');
    await expect(email).toHaveAccessibleDescription('Please enter your email address');
    await enter(page, 'Email', 'ivy@');
    await expect(email).toHaveAccessibleDescription("This doesn't appear to be a valid email address");
    expect(calls).toEqual([]);
    await enter(page, 'Email', invitee.email);

    await next(page);
    await expect(field(page, 'Registration or VIN')).toHaveAccessibleDescription('Please enter your registration or VIN');
    await enter(page, 'Registration or VIN', invitee.registration);

    await expect(stepHeading(page, 'Confirm your details')).toBeVisible();
    for (const [label] of REQUIRED_CONTACT_DETAILS) await field(page, label).fill('');
    await next(page);
    for (const [label, message] of REQUIRED_CONTACT_DETAILS) await expect(field(page, label)).toHaveAccessibleDescription(message);
    await expect(field(page, 'Other phone (optional)')).not.toHaveAttribute('aria-invalid');
    await expect(field(page, 'First name')).toBeFocused();
    // Spaces alone are nothing typed.
    await field(page, 'First name').fill('   ');
    await expect(field(page, 'First name')).toHaveAccessibleDescription('Please enter your first name');
    // A fixed field clears its message while the others stay.
    await field(page, 'First name').fill('Ivy');
    await expect(page.getByText('Please enter your first name')).toHaveCount(0);
    await expect(page.getByText('Please enter your last name')).toBeVisible();
    for (const [label, value] of [
      ['Last name', 'Invited'],
      ['Mobile phone', '0491 570 156'],
      ['Address', '1 Test Street'],
      ['Suburb', 'Dickson'],
      ['Postcode', '2602'],
    ]) {
      await field(page, label!).fill(value!);
    }
    await next(page);

    await expect(stepHeading(page, 'Choose a password')).toBeVisible();
    await next(page);
    await expect(field(page, 'Password')).toHaveAccessibleDescription('Passwords must be at least 8 characters');
    await choosePasswords(page, 'short', 'other');
    await next(page);
    await expect(field(page, 'Password')).toHaveAccessibleDescription('Passwords must be at least 8 characters');
    await expect(field(page, 'Confirm password')).toHaveAccessibleDescription('Passwords do not match');
    await choosePasswords(page, PASSWORD, `${PASSWORD}x`);
    await expect(field(page, 'Password')).not.toHaveAttribute('aria-invalid');
    await expect(field(page, 'Confirm password')).toHaveAccessibleDescription('Passwords do not match');

    // Each password shows and hides on its own.
    await expect(field(page, 'Password')).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password', exact: true }).click();
    await expect(field(page, 'Password')).toHaveAttribute('type', 'text');
    await expect(field(page, 'Confirm password')).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Hide password', exact: true }).click();
    await expect(field(page, 'Password')).toHaveAttribute('type', 'password');

    expect(calls).toEqual(['/api/users/validate_registration']);
  });

  test('a wrong code or a wrong email ends on the failure screen with the contact address, and Try again goes back', async ({ page, request }) => {
    const invitee = await inviteOwner(request);
    const contact = await marketingEmail(request);
    await page.goto('/register');
    await enter(page, 'Invitation code', 'NOTACODE');
    await enter(page, 'Email', invitee.email);
    await expect(stepHeading(page, SORRY)).toBeFocused();
    await expect(page.getByText('We could not find an invitation for this invitation code and email address.')).toBeVisible();
    await expect(page.getByRole('link', { name: contact })).toHaveAttribute('href', `mailto:${contact}`);
    await expect(page.getByText(/Step \d of/)).toHaveCount(0);

    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(field(page, 'Invitation code')).toHaveValue('NOTACODE');
    await enter(page, 'Invitation code', invitee.code);
    await expect(field(page, 'Email')).toHaveValue(invitee.email);
    await next(page);
    await expect(stepHeading(page, 'Your vehicle')).toBeVisible();

    // With the code from the link, the email is what can be wrong.
    await page.goto(`/register?invite=${invitee.code}`);
    await enter(page, 'Email', 'someone.else@onboarding.example');
    await expect(stepHeading(page, SORRY)).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(stepHeading(page, 'Your email address')).toBeVisible();
    await expect(field(page, 'Email')).toHaveValue('someone.else@onboarding.example');
  });

  test("a registration or VIN that is not the invitation's, even another owner's, ends on its failure screen", async ({ page, request }) => {
    const invitee = await inviteOwner(request);
    const someoneElse = await inviteOwner(request);
    const contact = await marketingEmail(request);
    await page.goto(`/register?invite=${invitee.code}`);
    await enter(page, 'Email', invitee.email);
    await enter(page, 'Registration or VIN', someoneElse.registration);
    await expect(stepHeading(page, SORRY)).toBeVisible();
    await expect(page.getByText('We could not find this registration or VIN among the vehicles of your invitation.')).toBeVisible();
    await expect(page.getByRole('link', { name: contact })).toHaveAttribute('href', `mailto:${contact}`);
    await expect(page.getByText(someoneElse.email)).toHaveCount(0);

    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(field(page, 'Registration or VIN')).toHaveValue(someoneElse.registration);
    await enter(page, 'Registration or VIN', invitee.registration);
    await expect(stepHeading(page, 'Confirm your details')).toBeVisible();
  });

  test('an invitation works once: a second registration with it fails at the end, and a later visit at the start', async ({ page, browser, request }) => {
    const invitee = await inviteOwner(request);
    const second = await freshPage(browser);
    for (const p of [page, second]) {
      await p.goto(`/register?invite=${invitee.code}`);
      await toPasswordStep(p, invitee);
      await choosePasswords(p, PASSWORD);
    }
    await next(page);
    await page.waitForURL('**/home');

    await next(second);
    await expect(stepHeading(second, SORRY)).toBeVisible();
    await expect(
      second.getByText('We could not register you with this invitation. It may have been used already, or be meant for another account.'),
    ).toBeVisible();
    await expect(second.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await second.getByRole('link', { name: 'Go to sign in' }).click();
    await second.waitForURL('**/adminlogin');

    await second.goto(`/register?invite=${invitee.code}`);
    await enter(second, 'Email', invitee.email);
    await expect(stepHeading(second, SORRY)).toBeVisible();
    await expect(second.getByText('We could not find an invitation for this invitation code and email address.')).toBeVisible();
    await second.context().close();
  });

  test("when signing in after registering fails, the last screen gives the server's reason", async ({ page, request }) => {
    const invitee = await inviteOwner(request);
    const reason = 'Too many sign-in attempts. Please try again in 15 minutes.';
    await page.route('**/api/login', (route) => route.fulfill({ status: 429, json: { status: 'error', message: reason } }));
    await page.goto(`/register?invite=${invitee.code}`);
    await toPasswordStep(page, invitee);
    await choosePasswords(page, PASSWORD);
    await next(page);
    await expect(stepHeading(page, SORRY)).toBeVisible();
    await expect(page.getByText(reason)).toBeVisible();
    await page.unroute('**/api/login');

    // The registration itself went through: the owner can sign in.
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await signInWithForm(page, { email: invitee.email, password: PASSWORD });
    await page.waitForURL('**/home');
  });
});
