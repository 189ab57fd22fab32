// Screenshots for people to look at, which no test compares: written to the run's output folder
// (test-results) only when SCREENSHOTS=1, so that the suite does not pay for them on every run.
import { type Page, test } from '@playwright/test';
import { join } from 'node:path';

export const picturesWanted = process.env.SCREENSHOTS === '1';

/** A screenshot of the page named `name`, when pictures are wanted. */
export async function picture(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (picturesWanted) await page.screenshot({ path: join(test.info().project.outputDir, name), ...options });
}

/** Pictures of a back-office screen at 1280 px and at a phone's 375 px, when wanted; the window ends at 1280 px again. */
export async function picturesAtBothWidths(page: Page, name: string, { fullPage = false } = {}): Promise<void> {
  if (!picturesWanted) return;
  await picture(page, `${name}-1280.png`, { fullPage });
  await page.setViewportSize({ width: 375, height: 800 });
  // The drawer slides away as the window narrows (Mantine's transition, which reduced motion does not stop): the picture waits for it.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await picture(page, `${name}-375.png`);
  await page.setViewportSize({ width: 1280, height: 800 });
}
