// Two-step sign-in in the browser, the whole flow on a server of its own (so the run's shared
// administrator keeps signing in with a password): an administrator sets it up from the account
// menu (the code computed here from the secret shown as text, with the same library), signs in with
// a code and then with a recovery code, requires it of every staff account; a second staff member
// is then shown only the setup until theirs is on; and the first resets the second's (a lost phone).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page, expect, test as base } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { type Account, E2E_ADMIN, signInWithForm } from './support/accounts.ts';
import { picture } from './support/pictures.ts';
import { freePort, type ServerProcess, startServer } from './support/server-process.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const SECOND: Account = { email: 'e2e-second-admin@example.com', password: 'e2e-password-2' };

/** An empty server with two administrators: the server makes the one ADMIN_EMAIL names at each start. */
const test = base.extend<object, { server: ServerProcess }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern: none
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'mygwm-two-step-'));
      const start = async (admin: Account) =>
        startServer(ROOT, await freePort(), { DATA_DIR: dataDir, DEMO_DATA: '0', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
      try {
        await (await start(SECOND)).stop();
        const server = await start(E2E_ADMIN);
        await use(server);
        await server.stop();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => use(server.baseURL),
});

/** The app's code for `secret`, `steps` 30-second steps from now. */
const codeOf = (secret: string, steps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

/** Sets two-step sign-in up on the open setup; answers the secret read from the page and the recovery codes shown. */
async function setUp(page: Page): Promise<{ secret: string; codes: string[] }> {
  await expect(page.getByRole('img', { name: 'QR code of the two-step sign-in secret' })).toBeVisible();
  const secret = (await page.getByTestId('two-step-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const codeField = page.getByLabel('2. Enter the 6-digit code the app shows');
  await codeField.fill('000000');
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByText('That code is not right.')).toBeVisible();
  await codeField.fill(codeOf(secret));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByText('Keep these recovery codes somewhere safe')).toBeVisible();
  const codes = (await page.getByLabel('Recovery codes').locator('code').allTextContents()).map((c) => c.trim());
  expect(codes).toHaveLength(10);
  return { secret, codes };
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/adminlogin$/);
}

/** The password, then `code` in the second step; lands on the dashboard. */
async function signInWithCode(page: Page, account: Account, code: string) {
  await signInWithForm(page, account);
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/dashboard');
}

test('staff set up two-step sign-in, sign in with a code or a recovery code, and an administrator requires and resets it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/adminlogin');
  await signInWithForm(page, E2E_ADMIN);
  await page.waitForURL('**/dashboard');

  // Set up from the account menu.
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Two-step sign-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Two-step sign-in' });
  await expect(dialog.getByText('Two-step sign-in is off')).toBeVisible();
  await dialog.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await picture(page, 'two-step-setup-1280.png');
  const { secret, codes } = await setUp(page);
  await picture(page, 'two-step-recovery-codes-1280.png');
  await dialog.getByRole('button', { name: 'I have kept them' }).click();
  await expect(dialog.getByText('10 of your recovery codes are left unused.')).toBeVisible();
  expect(await page.content()).not.toContain(secret);

  // Required for every staff account.
  // The switch follows the server's answer, so it is clicked rather than checked.
  const required = dialog.getByRole('switch', { name: 'Require two-step sign-in for every staff account' });
  await required.click();
  await expect(required).toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Turn off' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The password alone no longer signs in: the code of the next step does (the setup used this one's).
  await signOut(page);
  await signInWithForm(page, E2E_ADMIN);
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await picture(page, 'two-step-sign-in-1280.png');
  await page.getByLabel('Code').fill('123456');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right, or it was used already.');
  await page.getByLabel('Code').fill(codeOf(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/dashboard');

  // A recovery code, once.
  await signOut(page);
  await signInWithCode(page, E2E_ADMIN, codes[0]!);
  await signOut(page);
  await signInWithForm(page, E2E_ADMIN);
  await page.getByLabel('Code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right, or it was used already.');
  await page.getByRole('button', { name: 'Start again' }).click();

  // A staff member without it sees only the setup, then the back office.
  await signInWithForm(page, SECOND);
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sections' })).toHaveCount(0);
  await picture(page, 'two-step-required-1280.png');
  await setUp(page);
  await page.getByRole('button', { name: 'I have kept them' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await signOut(page);

  // The second lost their phone: the first resets theirs from Portal users.
  await signInWithCode(page, E2E_ADMIN, codes[1]!);
  await page.goto('/users?tab=administrators');
  await expect(page.getByRole('button', { name: `Reset two-step sign-in of Site Administrator (${SECOND.email})` })).toBeVisible();
  // Not on one's own row: that is the account menu's, with the password or a code.
  await expect(page.getByRole('button', { name: /^Reset two-step sign-in of / })).toHaveCount(1);
  await page.getByRole('button', { name: /^Reset two-step sign-in of / }).click();
  await page.getByRole('dialog', { name: 'Reset two-step sign-in' }).getByRole('button', { name: 'Turn it off' }).click();
  await expect(page.getByText(/^Two-step sign-in turned off for/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Reset two-step sign-in of / })).toHaveCount(0);
  await signOut(page);
  // Required still: they sign in with the password and are asked to set it up again.
  await signInWithForm(page, SECOND);
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
});
