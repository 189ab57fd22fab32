// The back office's list controls as a person uses them: the search (Enter or the Search button)
// and the rows-per-page choice.
import type { Page } from '@playwright/test';

export async function searchFor(page: Page, label: string, text: string, submit: 'Enter' | 'button' = 'Enter') {
  const box = page.getByRole('searchbox', { name: `Search ${label}` });
  await box.fill(text);
  if (submit === 'Enter') await box.press('Enter');
  else await page.getByRole('button', { name: 'Search', exact: true }).click();
}

export async function choosePageSize(page: Page, size: string) {
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: size, exact: true }).click();
}
