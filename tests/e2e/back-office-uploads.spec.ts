// The CSV upload screens as staff use them (docs/back-office.md, CSV uploads): the file's columns
// before anything is sent, 'Check file' (a dry run that writes nothing), the load with its
// progress bar, the result's sentence and counts, the exception table and its CSV download; the
// chosen file's first rows read in the browser, and a file of the wrong width refused unsent.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { dealerPayload, modelPayload } from '../api/fixtures.ts';
import { csv, roadsideRow } from '../api/upload-files.ts';
import { adminApi, openAsAdmin } from './support/admin-session.ts';

/** A roadside-assist file of `rows` good rows (numbered from `from`) and one with a bad date, naming a dealer and a model of its own. */
async function roadsideFile(request: Parameters<typeof adminApi>[0], from: number, rows: number) {
  const api = await adminApi(request);
  const tag = `U${from}`;
  const dealer = await api.post<{ dealer_code: string }>('/api/dealers', dealerPayload(tag));
  const model = await api.post<{ code: string }>('/api/models', modelPayload(tag));
  const values = { 'Dealer code': dealer.dealer_code, 'Model number': model.code };
  const good = Array.from({ length: rows }, (_, n) => roadsideRow(from + n, { ...values, Email: `e2e.upload${from + n}@example.com.au` }));
  return csv([...good, roadsideRow(from + rows, { ...values, 'Registration date': '31/02/2024' })]);
}

test('Bulk load portal users: check the file, load it, read and download the exceptions', async ({ page, request }) => {
  const file = await roadsideFile(request, 700_000 + Math.floor(Math.random() * 50_000), 3);
  await openAsAdmin(page, request, '/loadusers');
  await expect(page.getByRole('heading', { name: 'Bulk load portal users' })).toBeVisible();
  const columns = page.getByRole('table', { name: 'Columns of the file' });
  await expect(columns.getByRole('row', { name: /^3 VIN Code/ })).toBeVisible();
  await expect(columns.getByRole('row', { name: /^5 Registration date Date DD\/MM\/YYYY Yes/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load users' })).toBeDisabled();

  await page.locator('input[type=file]').setInputFiles({ name: 'roadside.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await page.getByRole('button', { name: 'Check file' }).click();
  const checked = page.getByRole('status');
  await expect(checked).toContainText('The file was checked: nothing was written.');
  await expect(checked).toContainText('4 rows read: 6 records to create, 0 to update, 0 unchanged, 1 rows rejected.');

  await page.getByRole('button', { name: 'Load users' }).click();
  const loaded = page.getByRole('status');
  await expect(loaded).toContainText('Users have been loaded');
  await expect(loaded).toContainText('6 records created');
  const exceptions = page.getByRole('table', { name: 'Exceptions' });
  await expect(exceptions.getByRole('row')).toHaveCount(2);
  await expect(exceptions).toContainText('Registration date must be a date written DD/MM/YYYY');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download exceptions (CSV)' }).click();
  const saved = await readFile((await (await download).path())!, 'utf8');
  expect(saved).toMatch(
    /^Line,Column,Value,Reason,Row\r\n4,Registration date \(5\),31\/02\/2024,Registration date must be a date written DD\/MM\/YYYY,Refused\r\n$/,
  );

  // The same file again: everything unchanged.
  await page.getByRole('button', { name: 'Load users' }).click();
  await expect(page.getByRole('status')).toContainText('0 records created, 0 updated, 6 unchanged');
});

test('a large file shows its progress, with the buttons disabled until it is loaded', async ({ page, request }) => {
  test.setTimeout(120_000);
  const file = await roadsideFile(request, 800_000 + Math.floor(Math.random() * 50_000), 20_000);
  await openAsAdmin(page, request, '/loadusers');
  await page.locator('input[type=file]').setInputFiles({ name: 'large.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await page.getByRole('button', { name: 'Load users' }).click();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check file' })).toBeDisabled();
  await expect(page.getByText(/rows read/).first()).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Users have been loaded', { timeout: 100_000 });
  await expect(page.getByRole('status')).toContainText('20,001 rows read');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});

test('Update PMAs refuses an empty file with the server’s words, and Uploads lists every upload', async ({ page, request }) => {
  await openAsAdmin(page, request, '/updatepmas');
  await expect(page.getByRole('table', { name: 'Columns of the file' })).toContainText('Dealer code');
  await page.locator('input[type=file]').setInputFiles({ name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.from('') });
  await page.getByRole('button', { name: 'Update PMAs' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The file was not loaded' })).toContainText('The file is empty.');
  await page.goto('/uploads');
  await expect(page.getByRole('table').getByText('empty.csv').first()).toBeVisible();
});

test('the chosen file’s first ten rows show under their column names before anything is sent', async ({ page, request }) => {
  const rows = Array.from({ length: 12 }, (_, n) => roadsideRow(900_000 + n, { 'CRM ID': n === 0 ? '' : `CRM${n}` }));
  await openAsAdmin(page, request, '/loadusers');
  await page.locator('input[type=file]').setInputFiles({ name: 'preview.csv', mimeType: 'text/csv', buffer: Buffer.from(csv(rows)) });
  const preview = page.getByRole('table', { name: 'First rows of the file' });
  await expect(page.getByText("The file's first 10 rows")).toBeVisible();
  await expect(preview.getByRole('columnheader', { name: 'VIN' })).toBeVisible();
  await expect(preview.getByRole('columnheader', { name: 'Dealer code' })).toBeVisible();
  // A header row and ten of the file's twelve.
  await expect(preview.getByRole('row')).toHaveCount(11);
  await expect(preview.getByRole('row').nth(1)).toContainText('LGWEF6A5XRH900000');
  await expect(preview.getByRole('row').nth(10)).toContainText('LGWEF6A5XRH900009');
  await expect(preview.getByRole('row').nth(10)).toContainText('CRM9');
  await expect(page.getByRole('button', { name: 'Check file' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Load users' })).toBeEnabled();
});

test('a file of the wrong width is refused before it is sent, with the number of columns', async ({ page, request }) => {
  const sent: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().includes('/upload') && sent.push(r.url()));
  await openAsAdmin(page, request, '/loadusers');
  // A postcode file (two columns) chosen on the roadside-assist screen.
  await page.locator('input[type=file]').setInputFiles({ name: 'pmas.csv', mimeType: 'text/csv', buffer: Buffer.from('2150,GWM-PAR\r\n2750,GWM-PAR\r\n') });
  await expect(
    page.getByText('Row 1 of this file: A row must have 51 columns; this one has 2. Is it a file of roadside-assist users? It was not sent.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check file' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Load users' })).toBeDisabled();
  // The rows read are shown all the same, so staff see which file they chose.
  await expect(page.getByRole('table', { name: 'First rows of the file' }).getByRole('row')).toHaveCount(3);
  expect(sent).toEqual([]);
});
