// One booking in 'My bookings': when, what, where and how it stands, with what the dealer said
// (its note when confirming, its reason when declining); Change date and Cancel while the dealer
// expects it (requested or confirmed).
import { OPEN_STATUSES } from '../../../../shared/booking-rules.ts';
import type { OwnerBooking } from '../../../../shared/generated/types.ts';
import { momentInWords } from '../../../../shared/calendar.ts';
import { statusInWords } from './booking-words.ts';
import { BOOKING_TYPE_WORDS } from '../../../../shared/booking-life.ts';

interface BookingItemProps {
  booking: OwnerBooking;
  /** On the garage, which vehicle it is for; a vehicle's own page need not say. */
  showVehicle: boolean;
  onMove: () => void;
  onCancel: () => void;
}

export function BookingItem({ booking, showVehicle, onMove, onCancel }: BookingItemProps) {
  const { dealer, vehicle } = booking;
  const place = [dealer.suburb, dealer.state].filter(Boolean).join(' ');
  const when = momentInWords(booking.date);
  return (
    <li className="booking-item">
      <div className="booking-item__main">
        <p className="booking-item__when">{when}</p>
        <p className="booking-item__what">
          {BOOKING_TYPE_WORDS[booking.type] ?? BOOKING_TYPE_WORDS.service}
          {showVehicle && (
            <>
              {' '}
              · {vehicle.label} ({vehicle.registration})
            </>
          )}
        </p>
        <p className="booking-item__where">
          {dealer.name}
          {place && `, ${place}`}
        </p>
        {booking.status === 'declined' && booking.decline_reason && (
          <p className="booking-item__said">
            <strong>Why {dealer.name} declined:</strong> {booking.decline_reason}
          </p>
        )}
        {booking.status === 'confirmed' && booking.dealer_note && (
          <p className="booking-item__said">
            <strong>{dealer.name} says:</strong> {booking.dealer_note}
          </p>
        )}
      </div>
      <div className="booking-item__side">
        <span className={`status status--${booking.status}`}>{statusInWords(booking.status)}</span>
        {OPEN_STATUSES.includes(booking.status) && (
          <>
            <button type="button" className="button button--secondary booking-item__cancel" onClick={onMove}>
              Change date<span className="visually-hidden"> of {when}</span>
            </button>
            <button type="button" className="button button--secondary booking-item__cancel" onClick={onCancel}>
              Cancel booking<span className="visually-hidden"> of {when}</span>
            </button>
          </>
        )}
      </div>
    </li>
  );
}
