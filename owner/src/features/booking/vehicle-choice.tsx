// The booking's vehicle (docs/owner-app.md 2.14): a radio per vehicle of the owner, named as the
// garage names it, with its registration.
import type { GarageVehicle } from '../../../../shared/generated/types.ts';
import { vehicleName } from '../../domain/vehicle-name.ts';
import { FieldMessage } from '../../ui/field-message.tsx';

interface VehicleChoiceProps {
  vehicles: readonly GarageVehicle[];
  value: number | null;
  onChange: (id: number) => void;
  errors?: string[];
}

export function VehicleChoice({ vehicles, value, onChange, errors }: VehicleChoiceProps) {
  return (
    <fieldset
      id="booking-vehicle"
      className={`choice-group${errors ? ' field--invalid' : ''}`}
      tabIndex={-1}
      aria-describedby={errors ? 'booking-vehicle-error' : undefined}
    >
      <legend className="field__label">Vehicle</legend>
      {vehicles.map((vehicle) => (
        <label key={vehicle.id} className="choice">
          <input type="radio" name="booking-vehicle" value={vehicle.id} checked={value === vehicle.id} onChange={() => onChange(vehicle.id)} />
          <span>
            <span className="choice__title">{vehicleName(vehicle)}</span>
            <span className="choice__note">{vehicle.registration}</span>
          </span>
        </label>
      ))}
      <FieldMessage id="booking-vehicle-error" errors={errors} />
    </fieldset>
  );
}
