// "Next service due by DD/MM/YYYY or N km" and the way to book it, on the garage card and on My
// vehicle (docs/decisions.md, "Owner garage, vehicle, dealer and booking"): the server counts it (shared/next-service.ts);
// a model with no service interval shows nothing.
import { Link } from 'wouter';
import type { GarageVehicle } from '../../../shared/generated/types.ts';
import { bookServiceFor } from '../../../shared/routes.ts';
import { kilometres, shortDate } from '../ui/short-date.ts';
import './next-service-due.css';

/** The line's words, or null when nothing is due by date or km. */
export function nextServiceText(next: GarageVehicle['next_service']): string | null {
  const parts = [shortDate(next?.due_date), next?.due_km != null ? kilometres(next.due_km) : null].filter(Boolean);
  return parts.length ? `Next service due by ${parts.join(' or ')}` : null;
}

export function NextServiceDue({ vehicle, name }: { vehicle: GarageVehicle; name: string }) {
  const text = nextServiceText(vehicle.next_service);
  if (!text) return null;
  return (
    <div className="next-service">
      <p className="next-service__due">{text}</p>
      <Link href={bookServiceFor(vehicle.id)} className="button button--primary" aria-label={`Book this service for ${name}`}>
        Book this service
      </Link>
    </div>
  );
}
