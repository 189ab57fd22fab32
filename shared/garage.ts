// What the owner's booking calls take is generated from their schemas (generated/types.ts): a new
// booking the service booking's input, a move BookingMoveForm, a status change StatusChangeForm.
// What they answer is in schemas/answers/ (GarageVehicle, OwnerBooking...).
import type { VehicleServiceInput } from './generated/types.ts';

/** POST vehicleservices: the service booking's own input, `date` the dealer's local date and time, "YYYY-MM-DD HH:mm". */
export type BookingRequest = VehicleServiceInput;
