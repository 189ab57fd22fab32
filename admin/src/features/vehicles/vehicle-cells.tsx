// The drawn cells of the vehicle lists: a registration with its date under it, a colour by name
// and code, and a vehicle in two lines (registration, then model).
import { Stack, Text } from '@mantine/core';
import type { BaseRecord } from '@refinedev/core';
import type { ReactNode } from 'react';
import { formatDate } from '../../fields/date/format.ts';
import { modelName } from '../../lib/model-name.ts';
import { useColourNames } from './colour-names.ts';

const text = (value: unknown) => (value == null ? '' : String(value));

function TwoLines({ first, second }: { first: ReactNode; second: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {first}
      </Text>
      {second && (
        <Text size="xs" c="dimmed">
          {second}
        </Text>
      )}
    </Stack>
  );
}

export function RegistrationCell({ vehicle }: { vehicle: BaseRecord }) {
  return <TwoLines first={text(vehicle.registration)} second={formatDate(vehicle.registration_date)} />;
}

export function ColourCell({ vehicle }: { vehicle: BaseRecord }) {
  const nameOf = useColourNames();
  const code = text(vehicle.colour_code);
  if (!code) return null;
  const country = (vehicle.model as BaseRecord | null | undefined)?.country as string | undefined;
  const name = nameOf(code, country);
  return <TwoLines first={name ?? code} second={name ? code : ''} />;
}

/** A vehicle another record embeds (a booking's): its registration, then its model. */
export function VehicleCell({ vehicle }: { vehicle: unknown }) {
  if (typeof vehicle !== 'object' || vehicle === null) return null;
  const { registration, model } = vehicle as BaseRecord;
  return <TwoLines first={text(registration)} second={modelName(model)} />;
}
