// What the CRM owners' and CRM vehicles' lists both show: an owner's contact, and a vehicle as the
// dealer system describes it, its division and model categories ("HAVAL H6 HYBRID ULTRA HYBRID"),
// then whether it was sold new, used or as a demonstrator and its body ("New · SUV").
import { Text } from '@mantine/core';
import type { Pentana, PentanaVehicle } from '../../../../shared/generated/types.ts';
import { ContactDetails, fullName } from '../../fields/contact/cells.tsx';

const words = (values: (string | null | undefined)[], separator = ' ') => values.filter(Boolean).join(separator);

export function CrmOwnerContact({ owner }: { owner?: Pentana | null }) {
  if (!owner) return null;
  const phones = [
    { label: 'Mobile', number: owner.mobile_phone },
    { label: 'Home', number: owner.home_phone },
  ];
  return <ContactDetails name={fullName(owner.primary_first_name, owner.primary_last_name)} phones={phones} email={owner.email_address} />;
}

export function CrmVehicleLines({ vehicle }: { vehicle: PentanaVehicle }) {
  return (
    <>
      <Text size="xs">{words([vehicle.division, vehicle.category_4, vehicle.category_5])}</Text>
      <Text size="xs" c="dimmed">
        {words([vehicle.category_1, vehicle.category_3], ' · ')}
      </Text>
    </>
  );
}
