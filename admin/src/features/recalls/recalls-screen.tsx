// The Recalls screen (docs/decisions.md, "Recalls") on the generic screen: the campaigns with each
// one's progress (VINs, registered, notified, booked, remedied); a campaign's row opens to add a
// VIN by hand and to reach its VINs and the CSV upload, which the header links to as well.
import { customColumn } from '../../screens/columns.ts';
import type { ScreenExtension } from '../../screens/extension.ts';
import { ProgressCell } from './recall-progress.tsx';
import { RecallVins } from './recall-vins.tsx';

export const screen: ScreenExtension = {
  resource: 'recalls',
  links: [{ label: 'Load recall VINs', to: '/loadrecalls' }],
  columns: (columns) => [...columns, { ...customColumn('Progress', (record) => <ProgressCell recallId={Number(record.id)} />), minWidth: 0 }],
  expand: { heading: 'VINs', Detail: RecallVins },
};
