// What the fleet and postcode browser tests share: tags unique to the run, a list's rows, a pick in
// a reference picker.
import { expect, type Locator, type Page } from '@playwright/test';

/** Letters and digits unique to this run (upper case, as registrations are written). */
export const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();
let serial = 0;
/** The next number of this run, for values that must differ (a postcode's digits). */
export const nextSerial = () => ++serial;
/** A fresh tag for one record of this run: six letters and digits, then a counter (padded: no tag starts another). */
export const tag = () => `${RUN.slice(-6)}${String(++serial).padStart(3, '0')}`;

export interface Page_<T> {
  data: T[];
  total: number;
}

export const bodyRows = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tbody tr');

/** Types into a reference picker and picks the option that names the record. */
export async function pick(dialog: Locator, label: string, typed: string, option: string | RegExp) {
  const box = dialog.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(typed);
  // The options are redrawn when the server's answer to what was typed comes: a click on the one
  // shown before may land on nothing, so it is made again until the box shows the choice, as a person would.
  await expect(async () => {
    await dialog.page().getByRole('option', { name: option }).click({ timeout: 2_000 });
    await expect(box).toHaveValue(typeof option === 'string' ? new RegExp(option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : option, { timeout: 1_000 });
  }).toPass();
  await expect(dialog.page().getByRole('listbox')).toBeHidden();
}

/** "2026-03-05" as the screens show it. */
export const shownDate = (date: Date) =>
  [date.getDate(), date.getMonth() + 1]
    .map((n) => String(n).padStart(2, '0'))
    .concat(String(date.getFullYear()))
    .join('/');
