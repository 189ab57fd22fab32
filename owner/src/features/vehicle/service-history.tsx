// My vehicle's service history (issue 26, item 5): its completed bookings, newest first, as the
// server answers them, each with its date, dealer, the odometer the dealer read and the work it
// did (else what the owner asked for); and when the
// next service is due, with the way to book it.
import type { OwnVehicle } from '../../../../shared/generated/types.ts';
import { NextServiceDue } from '../../domain/next-service-due.tsx';
import { kilometres, shortDate } from '../../ui/short-date.ts';
import { vehicleName } from '../../domain/vehicle-name.ts';
import { BOOKING_TYPE_WORDS } from '../../../../shared/booking-life.ts';

export function ServiceHistory({ vehicle }: { vehicle: OwnVehicle }) {
  return (
    <section className="vehicle-section" aria-labelledby="vehicle-services">
      <h2 id="vehicle-services" className="section-title">
        Service history
      </h2>
      <NextServiceDue vehicle={vehicle} name={vehicleName(vehicle)} />
      {vehicle.services.length ? (
        <ol className="service-history" aria-label="Completed services, newest first">
          {vehicle.services.map((service) => (
            <li key={service.id} className="service-history__item">
              <dl className="service-history__facts">
                <div>
                  <dt>Date</dt>
                  <dd>{shortDate(service.date)}</dd>
                </div>
                <div>
                  <dt>Dealer</dt>
                  <dd>{service.dealer.name}</dd>
                </div>
                <div>
                  <dt>Odometer</dt>
                  <dd>{kilometres(service.odometer)}</dd>
                </div>
                <div className="service-history__work">
                  <dt>Work done</dt>
                  <dd className="service-history__text">
                    {service.work_done || service.description || (service.type === 'service' ? 'Scheduled service' : BOOKING_TYPE_WORDS[service.type])}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ol>
      ) : (
        <p className="vehicle-section__none">No completed service yet. Services your dealer completes are listed here.</p>
      )}
    </section>
  );
}
