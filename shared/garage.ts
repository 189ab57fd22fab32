// What the owner's own calls answer (docs/owner-app.md 7; docs/decisions.md, "Owner garage, vehicle,
// dealer and booking"): the server builds these shapes, the owner app reads them.
import type { BookingStatus, BookingType, Dealer, DealerHours, OwnerRecall } from './generated/types.ts';
import type { NextService } from './next-service.ts';

/** A vehicle as GET vehicles/user and GET vehicles/vehicle/{id} answer it. */
export interface GarageVehicle {
  id: number;
  nickname: string | null;
  registration: string;
  registration_date: string | null;
  roadside_start_date: string | null;
  roadside_expiry_date: string | null;
  /** Registration date + 7 years in Australia, + 5 in New Zealand and for the Steed (docs/decisions.md). */
  warranty_expiry_date: string | null;
  vin: string;
  year: string | null;
  kilometers: number | null;
  model: { brand: string; model: string; variant: string; code: string; engine: string | null; transmission: string | null; drivetrain: string | null } | null;
  colour: { name: string; code: string; type: string | null } | null;
  /** The owner's own photo when uploaded, else the catalogue picture by model code and colour code, else null (show none). */
  image_url: string | null;
  has_own_image: boolean;
  /** The owner's manual of the model code, when the content store has one. */
  manual: { title: string; url: string } | null;
  /** When the next scheduled service is due, by date or odometer, whichever comes first; null when the model has no service interval. */
  next_service: NextService | null;
  /** The vehicle's open recalls (docs/decisions.md, "Recalls"), newest campaign first. */
  recalls: readonly OwnerRecall[];
}

/** A completed booking of the vehicle's history: `description` is the work the owner asked for. */
export interface CompletedService {
  id: number;
  date: string;
  type: BookingType;
  /** The reading the dealer took at the service, else the owner's when booking. */
  odometer: number;
  description: string | null;
  work_done: string | null;
  dealer: { id: number; name: string };
}

/** GET vehicles/vehicle/{id}: the vehicle with its completed bookings, newest first. */
export interface OwnVehicle extends GarageVehicle {
  services: readonly CompletedService[];
}

/** GET dealers/user: the owner's preferred dealer (404 when they have not chosen one). */
export type OwnerDealer = Dealer;

/** PUT dealers/user. */
export interface DealerChoice {
  dealer: number;
}

/** GET messages/best. */
export interface BestMessage {
  message: { id: number; name: string; message: string | null } | null;
}

/** POST vehicleservices: `date` is the dealer's local date and time, "YYYY-MM-DD HH:mm". */
export interface BookingRequest {
  vehicle_id: number;
  dealer_id: number;
  date: string;
  odometer: number;
  type: BookingType;
  description?: string | null;
}

/** A booking as GET vehicleservices/user lists it (the owner's own, newest date first). */
export interface OwnerBooking {
  id: number;
  date: string;
  type: BookingType;
  status: BookingStatus;
  odometer: number;
  description: string | null;
  /** What the dealer said when confirming, and why it declined. */
  dealer_note: string | null;
  decline_reason: string | null;
  created_at: string;
  vehicle: { id: number; registration: string; nickname: string | null; label: string };
  dealer: {
    id: number;
    name: string;
    suburb: string | null;
    state: string | null;
    service_phone: string | null;
    sales_phone: string | null;
    dealer_hours: DealerHours | null;
  };
}

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

/** GET helper/timezones: the time zone bookings at dealers of each state are made in. */
export interface TimezoneEntry {
  state: string;
  country: 'AU' | 'NZ';
  timezone: string;
}
