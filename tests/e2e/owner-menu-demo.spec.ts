// The Models menu on the demo data (docs/owner-app.md 2.5): every card shows its own model's
// picture from the content store, each loaded, none the placeholder, on a phone and a desktop.
import { expect } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { withDemoData } from './support/demo-server.ts';
import { DESKTOP, PHONE } from './support/garage.ts';
import { expectImageLoaded, shootAtBothWidths } from './support/screens.ts';

const test = withDemoData;
const PLACEHOLDER = '/images/model-placeholder.svg';

test('every Models menu card of the demo shows its model’s own picture, at 375 and 1280 px', async ({ page }) => {
  await page.goto('/');
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.getByRole('button', { name: 'Models' }).click();
    const dialog = page.getByRole('dialog', { name: 'Models' });
    const pictures = dialog.locator('.model-card img');
    await expect(pictures.first()).toBeVisible();
    const count = await pictures.count();
    expect(count).toBeGreaterThan(1);
    const sources = new Set<string>();
    for (let i = 0; i < count; i += 1) {
      // The pictures load lazily: each is brought into view first.
      await pictures.nth(i).scrollIntoViewIfNeeded();
      await expectImageLoaded(pictures.nth(i));
      sources.add((await pictures.nth(i).getAttribute('src'))!);
    }
    expect(sources.has(PLACEHOLDER)).toBe(false);
    expect(sources.size, 'a picture of its own on each card').toBe(count);
    await expectNoSeriousViolations(page, `the demo's Models menu at ${viewport.width} px`);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  }
  await page.getByRole('button', { name: 'Models' }).click();
  await shootAtBothWidths(page, 'demo-models-menu', { fullPage: false });
});
