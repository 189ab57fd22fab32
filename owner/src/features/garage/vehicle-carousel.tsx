// The garage on a wider screen (docs/owner-app.md 2.9): one vehicle at a time, previous and next
// arrows that wrap around and a dot per vehicle, shown only when there is more than one. Nothing
// turns by itself, so the slide shown is announced politely as the owner moves.
import { useState } from 'react';
import type { GarageVehicle } from '../../../../shared/generated/types.ts';
import { Icon } from '../../ui/icons.tsx';
import { vehicleName } from '../../domain/vehicle-name.ts';
import { VehicleCard } from './vehicle-card.tsx';

export function VehicleCarousel({ vehicles }: { vehicles: readonly GarageVehicle[] }) {
  const [chosen, setChosen] = useState(0);
  const count = vehicles.length;
  // The list may shrink under the index (a reload): stay inside it.
  const current = Math.min(chosen, count - 1);
  const vehicle = vehicles[current]!;
  const go = (step: number) => setChosen((current + step + count) % count);
  const several = count > 1;

  return (
    <section className="carousel" aria-roledescription="carousel" aria-label="My vehicles">
      <div className="carousel__stage">
        {several && (
          <button type="button" className="icon-button carousel__arrow" aria-label="Previous vehicle" onClick={() => go(-1)}>
            <Icon name="previous" />
          </button>
        )}
        <div className="carousel__slide" role="group" aria-roledescription="slide" aria-label={`${current + 1} of ${count}`} aria-live="polite">
          <VehicleCard key={vehicle.id} vehicle={vehicle} />
        </div>
        {several && (
          <button type="button" className="icon-button carousel__arrow" aria-label="Next vehicle" onClick={() => go(1)}>
            <Icon name="next" />
          </button>
        )}
      </div>
      {several && (
        <div className="carousel__dots">
          {vehicles.map((v, index) => (
            <button
              key={v.id}
              type="button"
              className="carousel__dot"
              aria-label={`Show vehicle ${index + 1}: ${vehicleName(v)}`}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => setChosen(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
