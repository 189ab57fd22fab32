// /home, the garage (docs/owner-app.md 2.9): the owner's first name and GARAGE, the roadside
// call, their vehicles (stacked on a phone, a carousel wider), the marketing banner, and the
// place the owner's bookings are shown in (a slot, filled by the app).
import { type ReactNode, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { PageLoading } from '../../shell/page-loading.tsx';
import { usePhoneLayout } from '../../ui/use-phone-layout.ts';
import { session } from '../../session-state.ts';
import { garage, loadGarage } from './garage-state.ts';
import { MarketingBanner } from './marketing-banner.tsx';
import { RoadsideCall } from './roadside-call.tsx';
import { VehicleCard } from './vehicle-card.tsx';
import { VehicleCarousel } from './vehicle-carousel.tsx';
import './garage.css';

function Vehicles({ owner }: { owner: number }) {
  const { status, vehicles, problem } = useSnapshot(garage);
  const phone = usePhoneLayout();
  if (status === 'failed') {
    return <LoadFailure problem={`We could not load your vehicles. ${problem}`} onRetry={() => void loadGarage(owner)} />;
  }
  if (!vehicles.length) {
    return (
      <div className="notice garage__empty">
        <h2>No vehicle in your garage yet</h2>
        <p>Your vehicle appears here once your dealer has linked it to your account. If one is missing, please contact your dealer.</p>
      </div>
    );
  }
  if (!phone) return <VehicleCarousel vehicles={vehicles} />;
  return (
    <ul className="garage__stack" aria-label="My vehicles">
      {vehicles.map((vehicle) => (
        <li key={vehicle.id}>
          <VehicleCard vehicle={vehicle} />
        </li>
      ))}
    </ul>
  );
}

export function GaragePage({ bookings }: { bookings?: ReactNode }) {
  const { user } = useSnapshot(session);
  const { owner: loadedFor, status } = useSnapshot(garage);
  const owner = user?.id;
  useEffect(() => {
    if (owner) void loadGarage(owner);
  }, [owner]);
  const loaded = owner && loadedFor === owner && status !== 'loading';
  return (
    <section className="page garage">
      <div className="page-head garage__head">
        <h1>{user?.firstname.toUpperCase()} GARAGE</h1>
        <RoadsideCall />
      </div>
      {loaded ? (
        <>
          <Vehicles owner={owner} />
          <MarketingBanner />
        </>
      ) : (
        <PageLoading />
      )}
      {/* Loading beside the vehicles but shown with them: drawn first, the bookings would jump
          down the page when the vehicles arrive above them. */}
      <div hidden={!loaded}>{bookings}</div>
    </section>
  );
}
