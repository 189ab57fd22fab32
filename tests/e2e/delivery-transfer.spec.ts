// What chromium receives, first and second visit, for the owner's sign-in page and garage and the
// back office's dashboard: the pages, scripts and stylesheets come brotli-compressed, and on the
// second visit no hashed file comes over the network again (the HTTP cache keeps them for good,
// the owner app's service worker too). The figures go to bench/first-load.md (`npm run bench`).
import { expect, test } from '@playwright/test';
import { apiToken, E2E_ADMIN, ensureOwner, OWNER } from './support/accounts.ts';
import { dashboardReady, isHashedAsset, twoVisits, type Visit } from './support/transfer-sizes.ts';

const TEXT_TYPES = ['Document', 'Script', 'Stylesheet'];

test.beforeAll(async ({ request }) => {
  await ensureOwner(request);
});

function expectDelivered([first, second]: [Visit, Visit]) {
  const text = first.responses.filter((r) => TEXT_TYPES.includes(r.type) && !r.fromCache);
  expect(text.filter((r) => isHashedAsset(r.url)).length, 'hashed files on the first visit').toBeGreaterThan(0);
  for (const response of text) expect(response.encoding, response.url).toBe('br');
  const fetchedAgain = second.responses.filter((r) => isHashedAsset(r.url) && !r.fromCache).map((r) => r.url);
  expect(fetchedAgain, 'hashed files over the network on the second visit').toEqual([]);
  expect(second.bytes).toBeLessThan(first.bytes / 4);
}

test("the owner's sign-in page comes brotli-compressed, and its second visit fetches no hashed file again", async ({ browser, baseURL }) => {
  expectDelivered(await twoVisits(browser, `${baseURL}/adminlogin`, (page) => page.getByLabel('Email').waitFor()));
});

test("the owner's garage comes brotli-compressed, and its second visit fetches no hashed file again", async ({ browser, baseURL, request }) => {
  const token = await apiToken(request, OWNER);
  expectDelivered(await twoVisits(browser, `${baseURL}/home`, (page) => expect(page.getByRole('heading', { level: 1 })).toContainText('GARAGE'), token));
});

test("the back office's dashboard comes brotli-compressed, and its second visit fetches no hashed file again", async ({ browser, baseURL, request }) => {
  const token = await apiToken(request, E2E_ADMIN);
  expectDelivered(await twoVisits(browser, `${baseURL}/dashboard`, dashboardReady, token));
});
