// CRM owners (docs/back-office.md 2, "CRM owners (read only)"; 9): the owners loaded from the dealer
// system, each with their contact and their CRM vehicles, found by name, email, phone or CRM ID.
import { Stack, Text } from '@mantine/core';
import type { BaseRecord } from '@refinedev/core';
import type { Pentana, PentanaVehicle } from '../../../../shared/generated/types.ts';
import { ordinal } from '../../lib/format.ts';
import { arrangeColumns, customColumn } from '../../screens/columns.ts';
import type { ScreenExtension } from '../../screens/extension.ts';
import { PostalAddress } from '../../fields/contact/cells.tsx';
import { CrmOwnerContact, CrmVehicleLines } from './crm-cells.tsx';

/** An owner as the list reads one: with their CRM vehicles (the schema's x-embed-many). */
type OwnerRow = Pentana & { pentana_vehicles?: PentanaVehicle[] };

const asOwner = (record: BaseRecord) => record as OwnerRow;

function OwnerVehicles({ vehicles = [] }: { vehicles?: PentanaVehicle[] }) {
  return (
    <Stack gap={6}>
      {vehicles.map((vehicle) => (
        <Stack key={vehicle.id} gap={0}>
          <Text size="sm">
            <Text span fw={600}>
              {vehicle.rego}
            </Text>{' '}
            {vehicle.owner_sequence_number != null && `· ${ordinal(vehicle.owner_sequence_number)} owner`}
          </Text>
          <CrmVehicleLines vehicle={vehicle} />
          <Text size="xs" ff="monospace">
            {vehicle.vin}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

export const screen: ScreenExtension = {
  resource: 'pentanas',
  columns: arrangeColumns(
    'mds_owner_number',
    customColumn('Details', (record) => <CrmOwnerContact owner={asOwner(record)} />, 'primary_last_name'),
    'buyer_type',
    customColumn('Contact', (record) => {
      const owner = asOwner(record);
      return (
        <PostalAddress
          lines={[owner.address_line_one, owner.address_line_two, owner.address_line_three]}
          suburb={owner.suburb}
          state={owner.state}
          postcode={owner.postcode}
        />
      );
    }),
    customColumn('Vehicles', (record) => <OwnerVehicles vehicles={asOwner(record).pentana_vehicles} />),
  ),
  links: [{ label: 'Bulk Load Users', to: '/loadpentanas' }],
};
