// Accessibility checks for the browser tests: axe-core on the page as it is now, failing on the
// violations that stop people using it (impact serious or critical), each named with its nodes.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** `within`: CSS selectors of the parts to judge (a dialog), where the page around them is not the test's. */
export async function expectNoSeriousViolations(page: Page, where: string, within: string[] = []): Promise<void> {
  // Mid-animation (a slide fading in) text is paler than it will be: judge the page at rest.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const builder = new AxeBuilder({ page }).withTags(WCAG_AA);
  for (const selector of within) builder.include(selector);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `accessibility violations on ${where}`).toEqual([]);
}
