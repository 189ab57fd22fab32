// A new owner, start to finish, on a second server of its own that sends through an SMTP server on
// loopback, so the page follows the reset link from the real mail.
import { type APIRequestContext, type BrowserContext, expect, test } from '@playwright/test';
import type { SmtpInbox } from '../support/smtp-inbox.ts';
import { signInWithForm } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { inviteOwner, shootBothWidths } from './support/onboarding.ts';
import { type MailServer, startMailServer } from './support/mail-server.ts';
import type { ServerProcess } from './support/server-process.ts';
import { choosePasswords, field, next, openUserMenu, PASSWORD, signOut, toPasswordStep } from './support/onboarding-steps.ts';

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
