// The booking form's sections, each headed for the screen reader's list of regions: who is
// asking (read only, with the way to change it), and the vehicle with what its booking needs.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { BookingType, CurrentUser, GarageVehicle } from '../../../../shared/generated/types.ts';
import { paths } from '../../paths.ts';
import { TextField } from '../../ui/text-field.tsx';
import type { BookingValues } from './booking-checks.ts';
import { DescriptionField } from './description-field.tsx';
import { RecallsBooked } from './recalls-booked.tsx';
import { VehicleChoice } from './vehicle-choice.tsx';

export function BookingSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className="booking__section" aria-labelledby={id}>
      <h2 id={id} className="booking__heading">
        {heading}
      </h2>
      {children}
    </section>
  );
}

export function OwnerDetails({ user }: { user: CurrentUser }) {
  return (
    <>
      <div className="booking__row">
        <TextField id="booking-firstname" label="First name" value={user.firstname} onChange={() => undefined} readOnly />
        <TextField id="booking-lastname" label="Last name" value={user.lastname} onChange={() => undefined} readOnly />
        <TextField id="booking-mobile" label="Mobile phone" value={user.mobile_phone ?? ''} onChange={() => undefined} readOnly />
      </div>
      <p className="form-note">
        Not right? <Link href={paths.myaccount}>Update your details</Link> first.
      </p>
    </>
  );
}

interface VehicleFieldsProps {
  type: BookingType;
  vehicles: readonly GarageVehicle[];
  values: BookingValues;
  change: (patch: Partial<BookingValues>) => void;
  messagesOf: (field: string) => string[] | undefined;
}

/** The vehicle, its odometer, and for a recall repair the recalls it is for, for a repair the problem. */
export function VehicleFields({ type, vehicles, values, change, messagesOf }: VehicleFieldsProps) {
  return (
    <>
      <VehicleChoice vehicles={vehicles} value={values.vehicleId} onChange={(vehicleId) => change({ vehicleId })} errors={messagesOf('vehicle')} />
      <TextField
        id="booking-odometer"
        label="Odometer (km)"
        inputMode="numeric"
        maxLength={7}
        autoComplete="off"
        value={values.odometer}
        onChange={(odometer) => change({ odometer })}
        errors={messagesOf('odometer')}
      />
      {type === 'recall' && <RecallsBooked vehicle={vehicles.find((v) => v.id === values.vehicleId)} />}
      {type === 'repair' && (
        <DescriptionField value={values.description} onChange={(description) => change({ description })} errors={messagesOf('description')} />
      )}
    </>
  );
}
