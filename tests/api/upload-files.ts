// CSV files for the upload tests, written by the layouts the server reads them with
// (tests/support/layout-csv.ts), and the upload as the screen sends it.
import { uploadLayouts, type UploadLayoutId } from '../../shared/generated/upload-layouts.ts';
import { type Row, layoutRow } from '../support/layout-csv.ts';
import type { Caller, Reply, TestApi } from './harness.ts';
import { sendForm } from './multipart.ts';
import { insertDealer, insertModel } from './owner-fixtures.ts';

export { csv, layoutRow } from '../support/layout-csv.ts';

/** The selling dealer and the model the rows below name, so that they load. */
export async function insertRowTargets(api: TestApi): Promise<void> {
  await insertDealer(api, { dealer_code: 'GWM-PAR', brand: 'GWM' });
  await insertModel(api, { code: 'CA-ULTRA' });
}

/** A roadside-assist row that loads, with `values` changed. */
export function roadsideRow(n: number, values: Row = {}): string[] {
  return layoutRow('roadside-users', {
    VIN: `LGWEF6A5XRH${String(n).padStart(6, '0')}`,
    Registration: `RS${n}`,
    'Registration date': '15/03/2024',
    'Purchase date': '10/03/2024',
    'First name': 'Mia',
    'Last name': `Tran${n}`,
    Address: `${n} Harbour Street`,
    Suburb: 'Parramatta',
    State: 'NSW',
    Postcode: '2150',
    'Mobile phone': '0400 000 000',
    Email: `mia.tran${n}@example.com.au`,
    Year: '2024',
    'Model description': 'Cannon Alpha Ultra',
    'Model number': 'CA-ULTRA',
    Colour: 'WHT',
    'CRM ID': `C${n}`,
    Transmission: 'Automatic',
    'Fuel type': 'Diesel',
    'Engine number': `GW4D20M${n}`,
    Drive: '4x4',
    'Dealer code': 'GWM-PAR',
    ...values,
  });
}

/** An owner-file row that loads, with `values` changed. */
export function ownerRow(n: number, values: Row = {}): string[] {
  return layoutRow('owners', {
    'Owner number': `MDS${n}`,
    VIN: `LGWEF6A5XRC${String(n).padStart(6, '0')}`,
    Registration: `OW${n}`,
    Division: 'GWM',
    'Buyer type': 'Private',
    'First name': 'Noah',
    'Last name': `Kaur${n}`,
    'Address line 1': `${n} River Road`,
    Suburb: 'Penrith',
    State: 'NSW',
    Postcode: '2750',
    'Mobile phone': '0411 111 111',
    Email: `noah.kaur${n}@example.com.au`,
    'Owner sequence number': '1',
    'Category 1 (sale: New, Demo, Used)': 'New',
    'Model code': 'CA-ULTRA',
    'Model year': '2024',
    'Colour code': 'WHT',
    'Colour description': 'Crystal White',
    'Warranty start date': '01/02/2024',
    'Selling dealer code': 'GWM-PAR',
    'Consent: marketing email (Y/N)': 'Y',
    ...values,
  });
}

const ROUTES: Record<UploadLayoutId, string> = Object.fromEntries(Object.values(uploadLayouts).map((l) => [l.id, `/api/${l.route}`])) as Record<
  UploadLayoutId,
  string
>;

/** Sends a file to `kind`'s upload as the screen does (multipart, the layout's file field). */
export function upload(
  api: TestApi,
  kind: UploadLayoutId,
  content: string | Buffer,
  options: { as?: Caller; dryRun?: boolean; fileName?: string } = {},
): Promise<Reply> {
  const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  const parts = { [uploadLayouts[kind].fileField]: { data, filename: options.fileName ?? `${kind}.csv`, type: 'text/csv' } };
  return sendForm(api, options.as ?? 'admin', `${ROUTES[kind]}${options.dryRun ? '?dry_run=true' : ''}`, parts);
}
