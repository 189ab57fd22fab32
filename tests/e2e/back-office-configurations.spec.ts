// Saved vehicle configurations in the back office (docs/back-office.md 2 and 7): listed, never added
// or edited, deleted after a confirmation.
import { expect, test } from '@playwright/test';
import { adminApi, openAsAdmin } from './support/admin-session.ts';
import { type Page_, bodyRows, shownDate, tag } from './support/fleet.ts';
import { searchFor } from './support/lists.ts';
import { picturesAtBothWidths } from './support/pictures.ts';

test.use({ viewport: { width: 1280, height: 800 } });

test.describe('vehicle configurations', () => {
  test('a saved configuration is listed, cannot be added or edited, and is deleted after the confirmation', async ({ page }) => {
    const api = await adminApi(page.request);
    const email = `buyer.${tag()}@fleet.example.com`.toLowerCase();
    const saved = await api.post<{ share_code: string }>('/api/configurator', {
      email,
      total_price: 5249000,
      model: { brand: 'GWM', model: 'Cannon Alpha', variant: 'Ultra', code: 'P05', driveaway: 5099000 },
      colour: { name: 'Crystal Black', type: 'Premium', code: 'BLK' },
      colour_price: 69500,
      trim: { name: 'Black leather', type: 'Standard', code: 'LTH' },
      trim_price: 0,
      accessories: [
        { name: 'Tow bar', category: 'Exterior', code: 'TOW', cost: 120000 },
        { name: 'Floor mats', category: 'Interior', code: 'MAT', cost: 19900 },
      ],
    });
    await openAsAdmin(page, page.request, '/configurations');
    await expect(page.getByRole('heading', { name: 'Vehicle configurations' })).toBeVisible();
    await searchFor(page, 'vehicle configurations', email);
    await expect(bodyRows(page, 'Vehicle configurations')).toHaveCount(1);
    const row = bodyRows(page, 'Vehicle configurations').first();
    for (const text of [
      saved.share_code,
      email,
      '$52,490.00',
      'GWM Cannon Alpha Ultra (P05)',
      'Crystal Black',
      '$695.00',
      'Black leather',
      '$0.00',
      'Tow bar, Floor mats',
      shownDate(new Date()),
    ]) {
      await expect(row).toContainText(text);
    }
    await expect(page.getByRole('button', { name: /^\+ Add/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await picturesAtBothWidths(page, 'fleet-configurations');

    await page.getByRole('button', { name: `Delete ${saved.share_code}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this vehicle configuration?' });
    await expect(confirm).toContainText(saved.share_code);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(bodyRows(page, 'Vehicle configurations')).toHaveCount(0);
    expect((await api.get<Page_<unknown>>(`/api/configurator?q=${encodeURIComponent(email)}`)).total).toBe(0);
  });
});
