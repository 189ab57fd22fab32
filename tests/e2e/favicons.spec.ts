// Both front ends name their own icons (an SVG, a 32 px ICO and a 180 px PNG for home screens), the
// server serves each of them and the root /favicon.ico that browsers ask for unprompted, and
// loading a page of either asks for nothing that fails. The owner app's page is the demo's: an
// empty install has no menu header document yet, which its sign-in page asks for.
import { expect, type Page, test } from '@playwright/test';
import { openAsAdmin } from './support/admin-session.ts';
import { withDemoData } from './support/demo-server.ts';

/** Every request of the page that failed or answered 4xx or 5xx, from now on. */
function failures(page: Page): string[] {
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(`${request.url()} (${request.failure()?.errorText ?? 'failed'})`));
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.url()} (${response.status()})`);
  });
  return failed;
}

async function expectIcons(page: Page, where: string) {
  const hrefs = await page
    .locator('link[rel~="icon"], link[rel="apple-touch-icon"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(hrefs.length, `${where} links its icons`).toBe(3);
  for (const href of [...hrefs, new URL('/favicon.ico', page.url()).href]) {
    const answer = await page.request.get(href);
    expect(answer.status(), href).toBe(200);
    expect(answer.headers()['content-type'], href).toMatch(/^image\//);
  }
}

withDemoData('the owner app links its icons, each served, and its sign-in page loads without a failed request', async ({ page }) => {
  const failed = failures(page);
  await page.goto('/adminlogin');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectIcons(page, 'the owner app');
  expect(failed).toEqual([]);
});

test('the back office links its own icons, each served, and a screen loads without a failed request', async ({ page }) => {
  const failed = failures(page);
  await openAsAdmin(page, page.request, '/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectIcons(page, 'the back office');
  expect(await page.locator('link[rel~="icon"][type="image/svg+xml"]').getAttribute('href')).toMatch(/^\/admin\//);
  expect(failed).toEqual([]);
});
