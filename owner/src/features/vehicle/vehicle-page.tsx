// /myvehicle/{id} (docs/owner-app.md 2.11): one of the owner's vehicles, its open recalls, its photo,
// nickname, details, service history and next service, manual, and the place its bookings are shown in (a
// slot, filled by the app). Another owner's vehicle, one that does not exist, or a path naming none
// (/myvehicle, /myvehicle/abc) is simply not found.
import { type ReactNode, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { paths } from '../../paths.ts';
import { PageLoading } from '../../shell/page-loading.tsx';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { RecallNotices } from '../../domain/recall-notice.tsx';
import { vehicleName } from '../../domain/vehicle-name.ts';
import { NicknameEditor } from './nickname-editor.tsx';
import { ServiceHistory } from './service-history.tsx';
import { loadVehicle, vehiclePage } from './vehicle-state.ts';
import { VehicleFacts } from './vehicle-facts.tsx';
import { VehicleManuals } from './vehicle-manuals.tsx';
import { VehiclePhoto } from './vehicle-photo.tsx';
import './vehicle.css';

const backToGarage = (
  <Link href={paths.home} className="button button--secondary">
    Back to my garage
  </Link>
);

const notFound = (
  <section className="page page--narrow">
    <p className="eyebrow">My vehicle</p>
    <h1>Vehicle not found</h1>
    <p className="lead">This vehicle is not in your garage. It may have been removed, or the link may be wrong.</p>
    <p>{backToGarage}</p>
  </section>
);

/** `vehicleId` is null when the path names no vehicle (none, or a word): nothing to load, not found. */
export function VehiclePage({ vehicleId: id, bookings }: { vehicleId: number | null; bookings?: ReactNode }) {
  const { id: loadedId, status, vehicle, problem } = useSnapshot(vehiclePage);
  useEffect(() => {
    if (id !== null) void loadVehicle(id);
  }, [id]);

  if (id === null) return notFound;
  if (status === 'loading' || loadedId !== id) return <PageLoading />;
  if (status === 'missing') return notFound;
  if (status === 'failed' || !vehicle) {
    return (
      <section className="page page--narrow vehicle-page">
        <h1>My vehicle</h1>
        <LoadFailure primary problem={`We could not load this vehicle. ${problem}`} onRetry={() => void loadVehicle(id)} actions={backToGarage} />
      </section>
    );
  }
  return (
    <section className="page vehicle-page">
      <div className="page-head">
        <p className="eyebrow">
          <Link href={paths.home} className="vehicle-page__back">
            My garage
          </Link>{' '}
          / My vehicle
        </p>
        <NicknameEditor vehicle={vehicle} />
      </div>
      <RecallNotices vehicle={vehicle} name={vehicleName(vehicle)} level={2} />
      <div className="vehicle-page__main">
        <VehiclePhoto vehicle={vehicle} />
        <section className="vehicle-section" aria-labelledby="vehicle-details">
          <h2 id="vehicle-details" className="section-title">
            Vehicle details
          </h2>
          <VehicleFacts vehicle={vehicle} />
        </section>
      </div>
      <ServiceHistory vehicle={vehicle} />
      <VehicleManuals manual={vehicle.manual} />
      {bookings}
    </section>
  );
}
