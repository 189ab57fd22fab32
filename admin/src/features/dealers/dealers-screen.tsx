// The Dealers screen (docs/back-office.md, Dealers) on the generic screen: "Update PMAs" beside the
// add and sync buttons; the Active and Disabled tabs (?enabled=true|false, the tab kept in the
// address); the document's columns, drawn here; a row's PMA postcodes in its second row; delete
// is Disable (which frees the dealer's PMAs), for one dealer or the ticked ones, and a disabled
// dealer has Restore. The dialog is the generic one, its week of opening hours the
// `openingHours` widget; a new dealer's week starts with every day asking for its times.
import type { BaseRecord } from '@refinedev/core';
import { IconBan } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { emptyWeek } from '../../fields/opening-hours/week-hours.ts';
import { arrangeColumns, type Column, customColumn } from '../../screens/columns.ts';
import type { ScreenExtension } from '../../screens/extension.ts';
import { AddressCell, BrandCell, DetailsCell, GeoCell, HoursCell, PhoneCell, PmaList } from './dealer-cells.tsx';
import { asDealer, type DealerRecord, DEALERS, pmaCount } from './dealer-types.ts';
import { DisableDealerDialog } from './disable-dealer-dialog.tsx';
import { RestoreButton } from './restore-button.tsx';

/** A column drawn by one of the dealer cells; given a field, its heading sorts by it. */
const drawn = (label: string, Cell: ComponentType<{ dealer: DealerRecord }>, sortField?: string): Column => ({
  ...customColumn(label, (record) => <Cell dealer={asDealer(record)} />, sortField),
  // The cells wrap their long words themselves (dealers-table.module.css).
  minWidth: 0,
});

export const screen: ScreenExtension = {
  resource: DEALERS,
  tabs: [
    { value: 'active', label: 'Active', listLabel: 'Active dealers', filters: { enabled: true } },
    // A disabled dealer is restored, not disabled again.
    { value: 'disabled', label: 'Disabled', listLabel: 'Disabled dealers', filters: { enabled: false }, can: { delete: false } },
  ],
  links: [{ label: 'Update PMAs', to: '/updatepmas' }],
  columns: arrangeColumns(
    drawn('Brand / Code', BrandCell, 'brand'),
    drawn('Details', DetailsCell, 'name'),
    drawn('Phone', PhoneCell),
    drawn('Address', AddressCell),
    { ...customColumn('PMAs', (record: BaseRecord) => pmaCount(asDealer(record))), minWidth: 0 },
    drawn('Geo', GeoCell),
    drawn('Opening hours', HoursCell),
  ),
  expand: { heading: 'PMA postcodes', Detail: ({ record }) => <PmaList dealer={asDealer(record)} /> },
  remove: {
    verb: 'Disable',
    warning: 'Their PMAs are also removed, and restoring a dealer later does not bring them back.',
    Icon: IconBan,
    Dialog: DisableDealerDialog,
  },
  rowActions: RestoreButton,
  newRecord: () => ({ dealer_hours: emptyWeek() }),
  uiSchema: { dealer_hours: { 'ui:options': { wide: true } } },
};
