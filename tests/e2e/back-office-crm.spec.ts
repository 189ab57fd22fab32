// CRM owners and CRM vehicles in the back office (docs/back-office.md 2, 4, 7 and 9): read only, with
// ordinal owner sequences and DD/MM/YYYY dates, searched and paged. Only an upload makes CRM
// records, so these tests run on a second server with the demo data.
import { expect, type Page } from '@playwright/test';
import { adminApi, openAsAdmin } from './support/admin-session.ts';
import { withDemoData } from './support/demo-server.ts';
import { searchFor } from './support/lists.ts';
import { type Page_, bodyRows, countOf, countText } from './support/people.ts';
import { picturesAtBothWidths } from './support/pictures.ts';

interface CrmOwner {
  id: number;
  mds_owner_number: string;
  primary_first_name: string;
  primary_last_name: string;
}

interface CrmVehicle {
  id: number;
  rego: string;
  vin: string;
  owner_sequence_number: number;
  warranty_start_date: string;
  pentanas: CrmOwner;
}

const ORDINALS: Record<number, string> = { 1: '1st', 2: '2nd', 3: '3rd', 4: '4th', 11: '11th', 12: '12th', 13: '13th' };

/** "2021-09-01" as the screens show it. */
const shownDate = (date: string) => date.split('-').reverse().join('/');

// One server with the demo data for the CRM tests, started once and stopped when they are done.
const crm = withDemoData.extend<{ crmVehicles: CrmVehicle[] }>({
  crmVehicles: async ({ request }, use) => {
    const api = await adminApi(request);
    await use((await api.get<Page_<CrmVehicle>>('/api/pentanavehicles?per_page=-1')).data);
  },
});

/** The demo vehicle whose owner had it `sequence`th. */
function withSequence(vehicles: CrmVehicle[], sequence: number): CrmVehicle {
  const vehicle = vehicles.find((v) => v.owner_sequence_number === sequence);
  if (!vehicle) throw new Error(`The demo data has no CRM vehicle with owner sequence ${sequence}`);
  return vehicle;
}

async function expectReadOnly(page: Page) {
  await expect(page.getByRole('button', { name: /^\+ Add/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
}

async function expectPageSizes(page: Page) {
  await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('50');
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await expect(page.getByRole('option')).toHaveText(['50', '100', '500', 'All']);
  await page.keyboard.press('Escape');
}

crm.describe('CRM owners and vehicles (demo data)', () => {
  crm.use({ viewport: { width: 1280, height: 800 } });

  crm(
    'CRM owners: found by part of a name, each vehicle with its ordinal owner; read only; Bulk Load Users goes to the CRM upload',
    async ({ page, request, crmVehicles }) => {
      await openAsAdmin(page, request, '/pentanas');
      const table = page.getByRole('table', { name: 'CRM owners' });
      await expect(bodyRows(table).first()).toBeVisible();
      await expectPageSizes(page);
      await expectReadOnly(page);
      await picturesAtBothWidths(page, 'people-crm-owners', { fullPage: true });

      const everyone = await countOf(page);
      const eleventh = withSequence(crmVehicles, 11);
      await searchFor(page, 'CRM owners', eleventh.pentanas.primary_last_name.slice(1, -1), 'Enter');
      await expect(countText(page)).not.toHaveText(`${everyone} CRM owners`);
      const found = bodyRows(table).filter({ hasText: eleventh.pentanas.mds_owner_number });
      await expect(found).toHaveCount(1);
      await expect(found).toContainText(`${eleventh.rego} · 11th owner`);
      await page.getByRole('button', { name: 'Show All' }).click();
      await expect(countText(page)).toHaveText(`${everyone} CRM owners`);

      for (const [sequence, shown] of Object.entries(ORDINALS)) {
        const vehicle = withSequence(crmVehicles, Number(sequence));
        const row = bodyRows(table).filter({ hasText: vehicle.pentanas.mds_owner_number });
        await expect(row, `owner sequence ${sequence}`).toContainText(`${vehicle.rego} · ${shown} owner`);
        await expect(row).toContainText(vehicle.vin);
      }

      await page.getByRole('link', { name: 'Bulk Load Users' }).click();
      await expect(page).toHaveURL(/\/loadpentanas$/);
      await expect(page.getByRole('heading', { name: 'Bulk load CRM owners' })).toBeVisible();
    },
  );

  crm(
    'CRM vehicles: found by part of the VIN or the registration, with the warranty start DD/MM/YYYY, the owner and the sequence; read only',
    async ({ page, request, crmVehicles }) => {
      await openAsAdmin(page, request, '/pentanavehicles');
      const table = page.getByRole('table', { name: 'CRM vehicles' });
      await expect(bodyRows(table).first()).toBeVisible();
      await expectPageSizes(page);
      await expectReadOnly(page);
      await picturesAtBothWidths(page, 'people-crm-vehicles', { fullPage: true });

      const twelfth = withSequence(crmVehicles, 12);
      await searchFor(page, 'CRM vehicles', twelfth.vin.slice(-7), 'Enter');
      await expect(countText(page)).toHaveText('1 CRM vehicle');
      const row = bodyRows(table);
      await expect(row).toContainText(twelfth.rego);
      await expect(row).toContainText(`Warranty start ${shownDate(twelfth.warranty_start_date)}`);
      await expect(row).toContainText(`${twelfth.pentanas.primary_first_name} ${twelfth.pentanas.primary_last_name}`);
      await expect(row.getByRole('cell', { name: '12th', exact: true })).toBeVisible();

      const third = withSequence(crmVehicles, 3);
      await searchFor(page, 'CRM vehicles', third.rego.slice(0, -1), 'button');
      const thirds = bodyRows(table).filter({ hasText: third.vin });
      await expect(thirds).toHaveCount(1);
      await expect(thirds.getByRole('cell', { name: '3rd', exact: true })).toBeVisible();
    },
  );
});
