// Dealers for the back office's dealer tests: one made through the API with its weekend's hours,
// and its row in the Dealers list, found through the filter box.
import { expect, type Locator, type Page } from '@playwright/test';
import { adminApi } from './admin-session.ts';

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export interface Dealer {
  id: number;
  name: string;
  enabled: boolean;
  sales_phone: string | null;
  dealer_hours: { day: string; open: string; close: string }[];
  dealer_p_m_as: { postcode: string }[];
}

export type DayValue = string | [string, string];

/** Weekdays 08:00 to 17:30; a word stands in both values of its day, as the screens store it. */
const hoursOf = (saturday: DayValue, sunday: DayValue) =>
  WEEKDAYS.map((day) => {
    const value: DayValue = day === 'Saturday' ? saturday : day === 'Sunday' ? sunday : ['08:00', '17:30'];
    return typeof value === 'string' ? { day, open: value, close: value } : { day, open: value[0], close: value[1] };
  });

/** A dealer made through the API, with the given weekend. */
export async function makeDealer(page: Page, name: string, saturday: DayValue = ['09:00', '12:00'], sunday: DayValue = 'Closed'): Promise<Dealer> {
  const api = await adminApi(page.request);
  return api.post<Dealer>('/api/dealers', {
    name,
    brand: 'GWM',
    email: 'sales@test-dealer.example.com',
    address_line_1: '1 Test Street',
    suburb: 'Testville',
    state: 'NSW',
    postcode: '2000',
    country: 'AU',
    dealer_code: `T${Math.floor(Math.random() * 1e8)}`,
    lng: 151.2093,
    lat: -33.8688,
    sales_phone: '02 5550 0001',
    service_phone: '02 5550 0002',
    dealer_hours: hoursOf(saturday, sunday),
  });
}

/** The dealer's row in the list, found through the filter box. */
export async function rowOf(page: Page, name: string): Promise<Locator> {
  await page.getByLabel('Search dealers').fill(name);
  await page.getByLabel('Search dealers').press('Enter');
  // Wait until the server's answer lists this dealer alone.
  await expect(page.getByRole('row').filter({ has: page.locator('a[href^="/dealers/"]') })).toHaveCount(1);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  await expect(row).toHaveCount(1);
  return row;
}
