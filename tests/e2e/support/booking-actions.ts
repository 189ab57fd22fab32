// What the back-office booking tests share: a booking's row, its details and its action buttons by
// the vehicle's registration, a day's DD/MM/YYYY as the back office shows it, and the confirm dialog filled in
// for another time with a note.
import { expect, type Locator, type Page } from '@playwright/test';

export const bookingsTable = (page: Page) => page.getByRole('table', { name: 'Service bookings' });
export const bookingRow = (page: Page, registration: string) => bookingsTable(page).locator('tbody tr').filter({ hasText: registration });

/** Opens a booking's details under its row (what the row does not show in full at this width: the dealer's reply, the owner's words). */
export async function bookingDetails(page: Page, registration: string): Promise<Locator> {
  const toggle = bookingRow(page, registration).getByRole('button', { name: /^Details of / });
  await toggle.click();
  return page.locator(`#${await toggle.getAttribute('aria-controls')}`);
}

/** A row's button of a booking's change: "Confirm", "Decline", "Complete" or "Cancel". */
export const bookingAction = (page: Page, verb: string, registration: string) =>
  page.getByRole('button', { name: new RegExp(`^${verb} the booking of ${registration} on`) });

/** "2026-12-01" → "01/12/2026". */
export const shown = (day: string) => day.split('-').reverse().join('/');

/** Opens a booking's Confirm and proposes another day and time (as the time select words it, "2:30 pm") with a note; the dialog is left open. */
export async function proposeAnotherTime(page: Page, registration: string, day: string, time: string, note: string): Promise<Locator> {
  await bookingAction(page, 'Confirm', registration).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm the booking' });
  await dialog.getByRole('radio', { name: 'Propose another time' }).check();
  const date = dialog.getByRole('textbox', { name: 'Date' });
  await date.fill(shown(day));
  await date.press('Tab');
  await expect(dialog.getByRole('combobox', { name: 'Time' }).getByRole('option', { name: time, exact: true })).toBeAttached();
  await dialog.getByRole('combobox', { name: 'Time' }).selectOption({ label: time });
  await dialog.getByRole('textbox', { name: 'Note to the owner' }).fill(note);
  return dialog;
}
