// A new owner's first minutes (owner-portal.txt 2.6 to 2.8, 2.10, 4, 5, 8): registering with an
// invitation, recovering a forgotten password by email, updating their details; and every
// failure screen and message on the way. The mail flow runs on a second server of its own that
// sends through an SMTP server on loopback, so the page follows the link from the real mail.
import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page, type Request, test } from '@playwright/test';
import type { SmtpInbox } from '../support/smtp-inbox.ts';
import { signInWithForm } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { type Invitee, inviteOwner, marketingEmail, registerByApi, shootBothWidths } from './support/onboarding.ts';
import { type MailServer, startMailServer } from './support/mail-server.ts';
import type { ServerProcess } from './support/server-process.ts';

/** The contact details registration step 4 and the account page both require, with their messages (owner-portal.txt 5). */
const REQUIRED_CONTACT_DETAILS: [string, string][] = [
  ['First name', 'Please enter your first name'],
  ['Last name', 'Please enter your last name'],
  ['Mobile phone', 'Please enter your mobile phone'],
  ['Address', 'Please enter your address'],
  ['Suburb', 'Please enter your suburb'],
  ['Postcode', 'Please enter your postcode'],
];

const SORRY = "Sorry, we weren't able to register you";
const PASSWORD = 'first-password-1';

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function enter(page: Page, label: string, value: string) {
  await field(page, label).fill(value);
  await next(page);
}

async function choosePasswords(page: Page, password: string, confirmation = password) {
  await field(page, 'Password').fill(password);
  await field(page, 'Confirm password').fill(confirmation);
}

/** From the email step of an invitation link to the password step. */
async function toPasswordStep(page: Page, invitee: Invitee) {
  await expect(stepHeading(page, 'Your email address')).toBeVisible();
  await enter(page, 'Email', invitee.email);
  await enter(page, 'Registration or VIN', invitee.registration);
  await expect(stepHeading(page, 'Confirm your details')).toBeVisible();
  await next(page);
  await expect(stepHeading(page, 'Choose a password')).toBeVisible();
}

/** The JSON body of the next request to `path` the page sends. */
const nextBody = (page: Page, path: string) =>
  page.waitForRequest((r: Request) => new URL(r.url()).pathname === path && r.method() !== 'GET').then((r) => r.postDataJSON() as Record<string, unknown>);

/** Calls to the API paths that start with `prefix`, as the page makes them. */
function callsTo(page: Page, prefix: string) {
  const calls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith(prefix)) calls.push(path);
  });
  return calls;
}

async function openUserMenu(page: Page, firstname: string) {
  await page.getByRole('button', { name: firstname, exact: true }).click();
}

async function signOut(page: Page, firstname: string) {
  await openUserMenu(page, firstname);
  await page.getByRole('link', { name: 'Log Out' }).click();
  await page.waitForURL('**/adminlogin');
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

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

  test('a New Zealand owner is offered no Australian state and keeps theirs', async ({ page, request }) => {
    const owner = await inviteOwner(request);
    await registerByApi(request, owner, PASSWORD, { address_line_1: '5 Ponsonby Road', suburb: 'Ponsonby', state: 'NZ', postcode: '1011' });
    await page.goto('/adminlogin');
    await signInWithForm(page, { email: owner.email, password: PASSWORD });
    await page.waitForURL('**/home');
    await page.goto('/myaccount');
    await expect(field(page, 'Suburb')).toHaveValue('Ponsonby');
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveCount(0);
    await field(page, 'Other phone (optional)').fill('');
    const sent = nextBody(page, '/api/users/update');
    await page.getByRole('button', { name: 'Update My details' }).click();
    expect(await sent).toMatchObject({ state: 'NZ', other_phone: null });
    await expect(page.getByRole('dialog', { name: 'User Details Updated' })).toBeVisible();
  });
});

test.describe('a new owner, start to finish, with the reset link from a real mail', () => {
  let mail: MailServer;
  let inbox: SmtpInbox;
  let server: ServerProcess;
  let context: BrowserContext;
  let request: APIRequestContext;

  test.beforeAll(async ({ browser, playwright }) => {
    test.setTimeout(120_000);
    mail = await startMailServer('onboarding');
    ({ inbox, server } = mail);
    request = await playwright.request.newContext({ baseURL: server.baseURL });
    context = await browser.newContext({ baseURL: server.baseURL });
  });

  // The browser lets go of the server first: a server closing waits for its open connections.
  test.afterAll(async () => {
    test.setTimeout(60_000);
    await context?.close();
    await request?.dispose();
    await mail?.stop();
  });

  test('registers from the invitation link, signs out, resets the forgotten password from the mail, signs in and updates their details', async () => {
    test.setTimeout(120_000);
    const page = await context.newPage();
    const invitee = await inviteOwner(request);

    await page.goto(`/register?invite=${invitee.code}`);
    await toPasswordStep(page, invitee);
    await choosePasswords(page, PASSWORD);
    await next(page);
    await page.waitForURL('**/home');
    await expect(page.getByRole('heading', { name: 'IVY GARAGE' })).toBeVisible();
    await signOut(page, invitee.firstname);

    await page.getByRole('link', { name: 'I forgot my password' }).click();
    await field(page, 'Email').fill(invitee.email);
    await field(page, 'Email').press('Enter');
    await expect(page.getByRole('status')).toHaveText('Please check your inbox for password reset instructions.');

    // Registering brought the welcome email; the reset brings the link.
    const subjects = () =>
      inbox.messages
        .filter((m) => m.envelopeTo.includes(invitee.email))
        .map((m) => m.headers.subject)
        .sort();
    await expect.poll(subjects).toEqual(['Reset your myGWM password', 'Welcome to myGWM']);
    const mail = inbox.messages.find((m) => m.envelopeTo.includes(invitee.email) && m.headers.subject === 'Reset your myGWM password')!;
    const link = new URL(new RegExp(`${server.baseURL}/resetpassword/\\S+`).exec(mail.text)![0]);
    expect(link.searchParams.get('email')).toBe(invitee.email);

    // The link with another email is refused, and still works afterwards.
    const otherEmail = new URL(link);
    otherEmail.searchParams.set('email', 'someone.else@onboarding.example');
    await page.goto(otherEmail.href);
    await choosePasswords(page, 'second-password-2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Your email does not match your password reset token. Please try to reset your password again.');

    await page.goto(link.href);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new Password' })).toBeVisible();
    await choosePasswords(page, 'second-password-2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('status')).toHaveText('Your password has been successfully reset. Please log in.');
    await expect(field(page, 'Password')).toHaveCount(0);
    await expectNoSeriousViolations(page, 'the reset password screen after a reset');
    await shootBothWidths(page, 'reset-done');
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/adminlogin');

    await signInWithForm(page, { email: invitee.email, password: 'second-password-2' });
    await page.waitForURL('**/home');
    await openUserMenu(page, invitee.firstname);
    await page.getByRole('link', { name: 'Account Details' }).click();
    await field(page, 'Mobile phone').fill('0400 000 001');
    await page.getByRole('button', { name: 'Update My details' }).click();
    await page.getByRole('dialog', { name: 'User Details Updated' }).getByRole('button', { name: 'Home' }).click();
    await page.waitForURL('**/home');
  });
});

test.describe('every screen at 375 and 1280 px', () => {
  test.setTimeout(180_000);

  /** Axe on the screen as it is, then a screenshot at each width. */
  async function look(page: Page, name: string, options?: { fullPage: boolean }) {
    await page.mouse.move(0, 0);
    await expectNoSeriousViolations(page, name);
    await shootBothWidths(page, name, options);
  }

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

  test('account details and its dialog', async ({ page, request }) => {
    const owner = await inviteOwner(request);
    await registerByApi(request, owner, PASSWORD);
    await page.goto('/adminlogin');
    await signInWithForm(page, { email: owner.email, password: PASSWORD });
    await page.waitForURL('**/home');
    await page.goto('/myaccount');
    await expect(page.getByRole('heading', { name: 'Update your Details' })).toBeVisible();
    await look(page, 'account');
    await field(page, 'Mobile phone').fill('');
    await page.getByRole('button', { name: 'Update My details' }).click();
    await look(page, 'account-message');
    await field(page, 'Mobile phone').fill('0412 345 678');
    await page.getByRole('button', { name: 'Update My details' }).click();
    await expect(page.getByRole('dialog', { name: 'User Details Updated' })).toBeVisible();
    await look(page, 'account-dialog', { fullPage: false });
  });
});
