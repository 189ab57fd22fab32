// One vehicle of the garage (docs/owner-app.md 2.9): its picture when there is one, its name,
// registration, its open recalls, when its next service is due and the way to its details.
import { Link } from 'wouter';
import type { GarageVehicle } from '../../../../shared/generated/types.ts';
import { myVehiclePath } from '../../paths.ts';
import { NextServiceDue } from '../../domain/next-service-due.tsx';
import { RecallNotices } from '../../domain/recall-notice.tsx';
import { VehicleImage } from '../../domain/vehicle-image.tsx';
import { modelName, vehicleName } from '../../domain/vehicle-name.ts';

export function VehicleCard({ vehicle }: { vehicle: GarageVehicle }) {
  const name = vehicleName(vehicle);
  const model = modelName(vehicle.model);
  return (
    <article className="vehicle-card">
      <div className="vehicle-card__picture">
        <VehicleImage src={vehicle.image_url} alt={name} className="vehicle-card__image" />
      </div>
      <div className="vehicle-card__text">
        <h2 className="vehicle-card__name">{name}</h2>
        {vehicle.nickname && model && <p className="vehicle-card__model">{model}</p>}
        <p className="vehicle-card__registration">
          <span className="vehicle-card__label">Registration</span> {vehicle.registration}
        </p>
        <RecallNotices vehicle={vehicle} name={name} />
        <NextServiceDue vehicle={vehicle} name={name} />
        <Link href={myVehiclePath(vehicle.id)} className="button button--secondary" aria-label={`Vehicle details of ${name}`}>
          Vehicle details
        </Link>
      </div>
    </article>
  );
}
