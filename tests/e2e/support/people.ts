// What the people browser tests share: a list's rows, its count line and the number in it.
import type { Locator, Page } from '@playwright/test';

export interface Page_<T> {
  data: T[];
  total: number;
}

export const bodyRows = (table: Locator) => table.locator('tbody tr');
/** "55 portal users", "1 user": the total the list reports beside the page size. */
export const countText = (page: Page) => page.getByText(/^\d+ (user|portal users|CRM owners?|CRM vehicles?)$/);
export const countOf = async (page: Page) => Number((await countText(page).textContent())!.split(' ')[0]);
