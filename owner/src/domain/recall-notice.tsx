// The red recall notice of the garage card and My vehicle (docs/decisions.md, "Recalls"): each open
// recall of the vehicle with its title, risk and remedy, and "Book the recall repair", which opens
// the booking form for a recall with the vehicle chosen; once booked, it says so instead. It goes
// when the dealer completes the recall booking (the VIN is then remedied).
import { Link } from 'wouter';
import type { GarageVehicle } from '../../../shared/generated/types.ts';
import { bookRecallFor } from '../../../shared/routes.ts';
import './recall-notice.css';

/** `level` is the notice heading's: under the garage card's name (3), or a section of My vehicle (2). */
export function RecallNotices({ vehicle, name, level = 3 }: { vehicle: GarageVehicle; name: string; level?: 2 | 3 }) {
  if (!vehicle.recalls.length) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      {vehicle.recalls.map((recall) => (
        <section key={recall.id} className="recall-notice" aria-labelledby={`recall-${vehicle.id}-${recall.id}`}>
          <Heading id={`recall-${vehicle.id}-${recall.id}`} className="recall-notice__title">
            Safety recall: {recall.title}
          </Heading>
          <p className="recall-notice__reference">Recall {recall.reference}</p>
          <p>
            <strong>Risk:</strong> {recall.risk}
          </p>
          <p>
            <strong>Remedy:</strong> {recall.remedy}
          </p>
          {recall.booked ? (
            <p className="recall-notice__booked">Your recall repair is booked: see My bookings.</p>
          ) : (
            <Link href={bookRecallFor(vehicle.id)} className="button button--primary" aria-label={`Book the recall repair for ${name}`}>
              Book the recall repair
            </Link>
          )}
        </section>
      ))}
    </>
  );
}
