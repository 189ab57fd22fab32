// Screenshots of owner pages for people to look at, at a phone's width and a desktop's; on each,
// nothing may spill sideways. And how much a page moved on screen while it loaded.
import { expect, type Locator, type Page } from '@playwright/test';
import { picture } from './pictures.ts';

export const WIDTHS = [375, 1280] as const;

/**
 * A screenshot at each width, named `<name>-<width>.png`; the page ends at the widest. Full page
 * unless a dialog is open: its backdrop covers the window, not the page.
 */
export async function shootAtBothWidths(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // The layout follows the new width a frame or a render later: wait for it to fit.
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            document.documentElement.scrollWidth > window.innerWidth
              ? [...document.querySelectorAll('body *')]
                  .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
                  .slice(0, 5)
                  .map((e) => `${e.tagName.toLowerCase()}.${e.className}`)
              : [],
          ),
        { message: `what spills sideways at ${width} px` },
      )
      .toEqual([]);
    await picture(page, `${name}-${width}.png`, { fullPage });
  }
}

/** The page's layout shift so far (its sum), from the entries the browser keeps for a late observer. */
export const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(list.getEntries().reduce((sum, entry) => sum + (entry as PerformanceEntry & { value: number }).value, 0)),
        ).observe({
          type: 'layout-shift',
          buffered: true,
        });
        // With no shift at all the observer is never called.
        setTimeout(() => resolve(0), 500);
      }),
  );

/** Waits until the picture has loaded and has pixels: its `src` is set before the file has come. */
export const expectImageLoaded = (img: Locator) =>
  expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
