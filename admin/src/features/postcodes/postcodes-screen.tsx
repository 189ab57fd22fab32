// Postcodes (docs/back-office.md 2, "Postcodes"; 4; 9): four tabs by country and allocation, each
// adding in its country; coordinates in one column; the dialog allocates a dealer through the
// dealer picker and, on edit, says which dealers the postcode has now. The country is not asked:
// the tab gives it and the server derives it from the state.
import { Text } from '@mantine/core';
import type { BaseRecord } from '@refinedev/core';
import { arrangeColumns, customColumn } from '../../screens/columns.ts';
import type { ScreenExtension, ScreenTab } from '../../screens/extension.ts';

const tab = (country: 'AU' | 'NZ', allocation: 'allocated' | 'orphaned'): ScreenTab => ({
  value: `${country}-${allocation}`.toLowerCase(),
  label: `${country === 'AU' ? 'Australia' : 'New Zealand'} (${allocation === 'allocated' ? 'Allocated' : 'Orphaned'})`,
  filters: { country, allocation },
  defaults: country === 'NZ' ? { country, state: 'NZ' } : { country },
});

function Coordinates({ postcode }: { postcode: BaseRecord }) {
  if (postcode.lat == null || postcode.lng == null) return null;
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {String(postcode.lat)}, {String(postcode.lng)}
    </Text>
  );
}

/** An Acoustic ID is a long UUID: small, so a row stays two lines high. */
const AcousticId = ({ postcode }: { postcode: BaseRecord }) => (
  <Text size="xs" c="dimmed">
    {postcode.acoustic_id == null ? '' : String(postcode.acoustic_id)}
  </Text>
);

const dealerName = (dealer: unknown) => (dealer as BaseRecord | null | undefined)?.name as string | undefined;

function Allocation({ postcode }: { postcode: BaseRecord }) {
  const dealers = [dealerName(postcode.gwm_dealer), dealerName(postcode.haval_dealer)].filter(Boolean);
  return (
    <Text size="sm" c="dimmed">
      {dealers.length ? `Allocated to ${dealers.join(' and ')}.` : 'Not allocated to any dealer (orphaned).'}
    </Text>
  );
}

export const screen: ScreenExtension = {
  resource: 'postcodes',
  tabs: [tab('AU', 'allocated'), tab('AU', 'orphaned'), tab('NZ', 'allocated'), tab('NZ', 'orphaned')],
  columns: arrangeColumns(
    'enabled',
    'postcode',
    'locality',
    'state',
    { ...customColumn('Coordinates', (postcode) => <Coordinates postcode={postcode} />), minWidth: 0 },
    'gwm_dealers_id',
    'haval_dealers_id',
    { ...customColumn('Acoustic ID', (postcode) => <AcousticId postcode={postcode} />, 'acoustic_id'), minWidth: 170 },
  ),
  uiSchema: {
    'ui:order': ['postcode', 'locality', 'state', 'lat', 'lng', 'acoustic_id', 'enabled', 'dealer', '*'],
    country: { 'ui:widget': 'hidden' },
  },
  summary: (postcode) => <Allocation postcode={postcode} />,
  submitWhenValid: true,
};
