// A link the owner app draws from a record follows only an http or https address (or a path of
// this app): a content document whose link is `javascript:` shows its card, but as no link at all.
import { expect, test } from '@playwright/test';
import { adminSession, type Session } from './support/catalogue.ts';

const RUN = Date.now().toString(36);
const SAFE = `Safe ${RUN}`;
const UNSAFE = `Unsafe ${RUN}`;

let session: Session;

test.beforeAll(async ({ playwright }) => {
  session = await adminSession(playwright);
  const card = (model: string, menuCtaLink: string) => ({
    type: 'C-Models',
    name: model,
    document_key: `links-${model.toLowerCase().replace(/\W+/g, '-')}`,
    published: true,
    elements: { model, brand: 'GWM', preview: 'Y', previewMessage: '', driveaway: 9_000_000, menuCtaText: `Explore ${model}`, menuCtaLink },
  });
  for (const document of [card(SAFE, 'https://www.gwmanz.example/au/safe/'), card(UNSAFE, 'javascript:alert(document.cookie)')]) {
    const response = await session.api.post('/api/contentdocuments', { data: document });
    expect(response.ok(), await response.text()).toBe(true);
  }
});

test.afterAll(async () => session?.api.dispose());

test('a model card whose content link is javascript: is shown but is not a link; an https one is', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Models' }).click();
  const dialog = page.getByRole('dialog', { name: 'Models' });
  await expect(dialog.getByRole('link').filter({ hasText: `Explore ${SAFE}` })).toHaveAttribute('href', 'https://www.gwmanz.example/au/safe/');
  await expect(dialog.getByText(`Explore ${UNSAFE}`)).toBeVisible();
  await expect(dialog.getByRole('link').filter({ hasText: `Explore ${UNSAFE}` })).toHaveCount(0);
  await expect(dialog.locator('[href^="javascript:" i]')).toHaveCount(0);
});
