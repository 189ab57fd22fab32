// 'My bookings' (issue 9, beyond the documents): on the garage every booking of the owner, on a
// vehicle's page that vehicle's; each with its date and time, dealer, type and status, and while
// it is still open (requested or confirmed) a way to move it to another time or cancel it, the
// cancel asked for again before it is done.
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import type { OwnerBooking } from '../../../../shared/generated/types.ts';
import { bookPath } from '../../paths.ts';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { BookingItem } from './booking-item.tsx';
import { bookingLists, listKey, loadBookings } from './bookings-state.ts';
import { CancelDialog } from './cancel-dialog.tsx';
import { MoveDialog } from './move-dialog.tsx';
import './my-bookings.css';

export function MyBookings({ vehicleId }: { vehicleId?: number }) {
  const lists = useSnapshot(bookingLists);
  const list = lists[listKey(vehicleId)];
  const [cancelling, setCancelling] = useState<OwnerBooking | null>(null);
  const [moving, setMoving] = useState<OwnerBooking | null>(null);
  useEffect(() => {
    void loadBookings(vehicleId);
  }, [vehicleId]);

  let body;
  if (!list || (list.status === 'loading' && !list.bookings.length))
    body = (
      <p className="my-bookings__note" role="status">
        Loading your bookings…
      </p>
    );
  else if (list.status === 'failed') {
    body = <LoadFailure problem={list.problem} onRetry={() => void loadBookings(vehicleId)} />;
  } else if (!list.bookings.length) {
    body = <p className="my-bookings__note">{vehicleId === undefined ? 'You have no bookings yet.' : 'This vehicle has no bookings yet.'}</p>;
  } else {
    body = (
      <ul className="my-bookings__list">
        {list.bookings.map((booking) => (
          <BookingItem
            key={booking.id}
            booking={booking}
            showVehicle={vehicleId === undefined}
            onMove={() => setMoving(booking)}
            onCancel={() => setCancelling(booking)}
          />
        ))}
      </ul>
    );
  }

  return (
    <section className="my-bookings" aria-labelledby="my-bookings-title">
      <div className="my-bookings__head">
        <h2 id="my-bookings-title" className="my-bookings__title">
          My bookings
        </h2>
        <Link href={bookPath('service')} className="button button--secondary">
          Book a service
        </Link>
      </div>
      {body}
      <MoveDialog key={moving?.id ?? 'none'} booking={moving} vehicleId={vehicleId} onClose={() => setMoving(null)} />
      <CancelDialog booking={cancelling} vehicleId={vehicleId} onClose={() => setCancelling(null)} />
    </section>
  );
}
