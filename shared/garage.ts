// What the owner's booking calls take (docs/owner-app.md 7; docs/decisions.md, "Owner garage, vehicle,
// dealer and booking"). What they answer is in schemas/answers/ (GarageVehicle, OwnerBooking...).
import type { BookingStatus, VehicleServiceInput } from './generated/types.ts';

/** POST vehicleservices: the service booking's own input, `date` the dealer's local date and time, "YYYY-MM-DD HH:mm". */
export type BookingRequest = VehicleServiceInput;

/** PUT vehicleservices/{id}: the owner moves an open booking to another local date and time. */
export interface BookingMove {
  date: string;
}

/**
 * PUT vehicleservices/{id}/status (docs/decisions.md, "Bookings both ways"): the new status and what
 * that change needs: another time and a note to confirm, a reason to decline, the odometer and the
 * work done (`note`) to complete. An owner sends only `cancelled`.
 */
export interface StatusChange {
  status: BookingStatus;
  date?: string;
  note?: string;
  reason?: string;
  odometer?: number;
}
