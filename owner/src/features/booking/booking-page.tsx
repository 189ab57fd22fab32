// /book/service and /book/repair (docs/owner-app.md 2.14): the booking form for the signed-in
// owner, once their vehicles and their country's dealers are in. /book alone, or a type that is
// none of ours, is the service form. An owner with no vehicle is told why there is nothing to book.
// /book/recall, opened by a recall notice's "Book the recall repair", books the repair of an open
// recall for the vehicles it affects only (docs/decisions.md, "Recalls"); it is not on the switch.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation, useParams, useSearchParams } from 'wouter';
import { countryOfState } from '../../../../shared/country.ts';
import { enums } from '../../../../shared/generated/entities.ts';
import type { BookingType } from '../../../../shared/generated/types.ts';
import { BOOK_VEHICLE_PARAM } from '../../../../shared/routes.ts';
import { bookPath, paths } from '../../paths.ts';
import { PageLoading } from '../../shell/page-loading.tsx';
import { FormCard } from '../../ui/form-card.tsx';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { session } from '../../session-state.ts';
import { BookingForm, typeLabel } from './booking-form.tsx';
import { booking, loadBookingChoices } from './booking-state.ts';
import './booking.css';

/** The types the switch offers; a recall is booked from its notice. */
const TYPES: readonly BookingType[] = ['service', 'repair'];
const typeOf = (param: string | undefined): BookingType | undefined => enums.bookingType.find((t) => t === param?.toLowerCase());

function TypeSwitch({ type }: { type: BookingType }) {
  return (
    <nav className="booking__types" aria-label="What to book">
      {TYPES.map((t) => (
        <Link
          key={t}
          href={bookPath(t)}
          className={`button button--secondary booking__type${t === type ? ' booking__type--current' : ''}`}
          aria-current={t === type ? 'page' : undefined}
        >
          {typeLabel(t)}
        </Link>
      ))}
    </nav>
  );
}

function BookingBody({ type }: { type: BookingType }) {
  const { user } = useSnapshot(session);
  const { status, vehicles, dealers, problem } = useSnapshot(booking);
  // "Book this service" of the garage or My vehicle names the vehicle; one not the owner's is ignored.
  const [search] = useSearchParams();
  const chosenVehicle = Number(search.get(BOOK_VEHICLE_PARAM)) || null;
  const country = countryOfState(user?.state);
  useEffect(() => {
    void loadBookingChoices(country);
  }, [country]);

  if (!user || status === 'loading') return <PageLoading />;
  if (status === 'failed') {
    return <LoadFailure problem={problem} onRetry={() => void loadBookingChoices(country)} />;
  }
  if (!vehicles.length) {
    return (
      <div className="notice booking__message">
        <p>
          <strong>There is no vehicle in your garage yet.</strong>
        </p>
        <p>A booking is for one of your vehicles. Please contact us to add your vehicle to your account, then come back to book.</p>
        <Link href={paths.home} className="button button--secondary">
          Back to my garage
        </Link>
      </div>
    );
  }
  const bookable = type === 'recall' ? vehicles.filter((vehicle) => vehicle.recalls.some((recall) => !recall.booked)) : vehicles;
  if (!bookable.length) {
    return (
      <div className="notice booking__message">
        <p>
          <strong>None of your vehicles has a recall to book.</strong>
        </p>
        <p>A recall repair is booked from the recall notice of the vehicle it affects, in your garage. A booking made already is in My bookings.</p>
        <Link href={paths.home} className="button button--secondary">
          Back to my garage
        </Link>
      </div>
    );
  }
  // A new form for each type: a repair's description does not carry over to a service.
  return <BookingForm key={type} type={type} user={user} vehicles={bookable} dealers={dealers} chosenVehicle={chosenVehicle} />;
}

export function BookingPage() {
  const params = useParams<{ type?: string }>();
  const [, navigate] = useLocation();
  const type = typeOf(params.type);
  useEffect(() => {
    if (!type) navigate(bookPath('service'), { replace: true });
  }, [type, navigate]);

  return (
    <FormCard title={`Book a ${typeLabel(type ?? 'service')}`} wide>
      {type !== 'recall' && <TypeSwitch type={type ?? 'service'} />}
      {type ? <BookingBody type={type} /> : <PageLoading />}
    </FormCard>
  );
}
