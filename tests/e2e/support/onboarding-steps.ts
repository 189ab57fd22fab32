// What the onboarding specs share: the registration form's steps, its messages, the owner's user
// menu, and a screen looked at for accessibility and shot at both widths.
import { type Browser, expect, type Page, type Request, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { type Invitee, shootBothWidths } from './onboarding.ts';

/** The contact details registration step 4 and the account page both require, with their messages (docs/owner-app.md 5). */
export const REQUIRED_CONTACT_DETAILS: [string, string][] = [
  ['First name', 'Please enter your first name'],
  ['Last name', 'Please enter your last name'],
  ['Mobile phone', 'Please enter your mobile phone'],
  ['Address', 'Please enter your address'],
  ['Suburb', 'Please enter your suburb'],
  ['Postcode', 'Please enter your postcode'],
];

export const SORRY = "Sorry, we weren't able to register you";
export const PASSWORD = 'first-password-1';

export const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
export const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

export async function enter(page: Page, label: string, value: string) {
  await field(page, label).fill(value);
  await next(page);
}

export async function choosePasswords(page: Page, password: string, confirmation = password) {
  await field(page, 'Password').fill(password);
  await field(page, 'Confirm password').fill(confirmation);
}

/** From the email step of an invitation link to the password step. */
export async function toPasswordStep(page: Page, invitee: Invitee) {
  await expect(stepHeading(page, 'Your email address')).toBeVisible();
  await enter(page, 'Email', invitee.email);
  await enter(page, 'Registration or VIN', invitee.registration);
  await expect(stepHeading(page, 'Confirm your details')).toBeVisible();
  await next(page);
  await expect(stepHeading(page, 'Choose a password')).toBeVisible();
}

/** The JSON body of the next request to `path` the page sends. */
export const nextBody = (page: Page, path: string) =>
  page.waitForRequest((r: Request) => new URL(r.url()).pathname === path && r.method() !== 'GET').then((r) => r.postDataJSON() as Record<string, unknown>);

/** Calls to the API paths that start with `prefix`, as the page makes them. */
export function callsTo(page: Page, prefix: string) {
  const calls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith(prefix)) calls.push(path);
  });
  return calls;
}

export async function openUserMenu(page: Page, firstname: string) {
  await page.getByRole('button', { name: firstname, exact: true }).click();
}

export async function signOut(page: Page, firstname: string) {
  await openUserMenu(page, firstname);
  await page.getByRole('link', { name: 'Log Out' }).click();
  await page.waitForURL('**/adminlogin');
}

export async function freshPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

/** Axe on the screen as it is, then a screenshot at each width. */
export async function look(page: Page, name: string, options?: { fullPage: boolean }) {
  await page.mouse.move(0, 0);
  await expectNoSeriousViolations(page, name);
  await shootBothWidths(page, name, options);
}
