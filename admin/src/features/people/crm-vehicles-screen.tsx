// CRM vehicles (docs/back-office.md 2, "CRM vehicles (read only)"; 9): the vehicles loaded from the
// dealer system, each with its warranty start, colour, model and the CRM owner it belongs to.
import { Stack, Text } from '@mantine/core';
import type { BaseRecord } from '@refinedev/core';
import type { ReactNode } from 'react';
import type { Pentana, PentanaVehicle } from '../../../../shared/generated/types.ts';
import { formatDate } from '../../fields/date/format.ts';
import { ordinal } from '../../lib/format.ts';
import { arrangeColumns, type Column, customColumn } from '../../screens/columns.ts';
import type { ScreenExtension } from '../../screens/extension.ts';
import { CrmOwnerContact, CrmVehicleLines } from './crm-cells.tsx';

/** A vehicle as the list reads one: with its owner embedded (x-embed "pentanas"). */
type VehicleRow = PentanaVehicle & { pentanas?: Pentana | null };

type Cell = { vehicle: VehicleRow };

function FirstAndUnder({ first, under, strong = false }: { first?: string | null; under?: ReactNode; strong?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={strong ? 600 : undefined}>
        {first}
      </Text>
      {under && (
        <Text size="xs" c="dimmed">
          {under}
        </Text>
      )}
    </Stack>
  );
}

function RegistrationCell({ vehicle: { rego, warranty_start_date: start } }: Cell) {
  // The date wraps whole under its label if it must.
  const under = start && (
    <>
      Warranty start <span style={{ whiteSpace: 'nowrap' }}>{formatDate(start)}</span>
    </>
  );
  return <FirstAndUnder first={rego} under={under} strong />;
}

const ColourCell = ({ vehicle: { colour_description: name, colour_code: code } }: Cell) => <FirstAndUnder first={name || code} under={name && code} />;

function DescriptionCell({ vehicle }: Cell) {
  return (
    <Stack gap={0}>
      <Text size="sm" ff="monospace">
        {vehicle.model_code}
      </Text>
      <CrmVehicleLines vehicle={vehicle} />
    </Stack>
  );
}

/** A drawn column; short values (a registration, a colour, "1st") keep little room, leaving it to the owner's contact. */
const drawn = (label: string, Draw: (cell: Cell) => ReactNode, sortField?: string, minWidth?: number): Column => ({
  ...customColumn(label, (record: BaseRecord) => <Draw vehicle={record as VehicleRow} />, sortField),
  minWidth,
});

export const screen: ScreenExtension = {
  resource: 'pentanavehicles',
  columns: arrangeColumns(
    drawn('Registration', RegistrationCell, 'rego', 120),
    'vin',
    drawn('Colour', ColourCell, 'colour_description', 120),
    'model_year',
    drawn('Description', DescriptionCell),
    drawn('Owner', ({ vehicle }) => <CrmOwnerContact owner={vehicle.pentanas} />),
    drawn('Owner sequence', ({ vehicle }) => ordinal(vehicle.owner_sequence_number), 'owner_sequence_number', 0),
  ),
};
