// What a recall booking is for (docs/decisions.md, "Recalls"): the open recalls of the chosen
// vehicle, which the dealer reads in the booking's details.
import type { GarageVehicle } from '../../../../shared/generated/types.ts';

export function RecallsBooked({ vehicle }: { vehicle: GarageVehicle | undefined }) {
  const open = vehicle?.recalls.filter((recall) => !recall.booked) ?? [];
  if (!open.length) return null;
  return (
    <div className="booking__recalls">
      <p className="field__label">The recall repair of</p>
      <ul>
        {open.map((recall) => (
          <li key={recall.id}>
            Recall {recall.reference}: {recall.title}
          </li>
        ))}
      </ul>
      <p className="form-note">The repair is free of charge. The dealer confirms the time with you.</p>
    </div>
  );
}
