// One dealer as an owner reads it (docs/owner-app.md 2.12; the booking page's location panel):
// name, address, the sales phone to call, and the opening hours day by day, where a day that is
// not open reads 'Closed' or 'By Appointment Only' (shared/opening-hours.ts).
import { type ReactNode, useId } from 'react';
import { enums } from '../../../shared/generated/entities.ts';
import { displayTime } from '../../../shared/booking-rules.ts';
import { type DayHours, dayKind, displayDay } from '../../../shared/opening-hours.ts';
import { addressLines, type ListedDealer } from './dealer-text.ts';
import { PhoneLink } from '../ui/phone-link.tsx';
import './dealer-details.css';

interface DealerDetailsProps {
  dealer: ListedDealer & { dealer_hours?: readonly DayHours[] };
  /** The level of the dealer's name among the page's headings. */
  headingLevel?: 2 | 3;
  /** Buttons or links under the details (Change dealer, Book a service). */
  children?: ReactNode;
}

const dayOrder = (hours: DayHours) => {
  const index = hours.day ? enums.weekday.indexOf(hours.day) : -1;
  return index < 0 ? enums.weekday.length : index;
};

function HoursRow({ hours }: { hours: DayHours }) {
  const open = dayKind(hours) === 'open';
  return (
    <tr>
      <th scope="row">{hours.day}</th>
      {open ? (
        <>
          <td>{hours.open ? displayTime(hours.open) : ''}</td>
          <td>{hours.close ? displayTime(hours.close) : ''}</td>
        </>
      ) : (
        <td colSpan={2}>{displayDay(hours)}</td>
      )}
    </tr>
  );
}

export function DealerDetails({ dealer, headingLevel = 2, children }: DealerDetailsProps) {
  const Heading = `h${headingLevel}` as const;
  const hoursId = useId();
  const hours = [...(dealer.dealer_hours ?? [])].sort((a, b) => dayOrder(a) - dayOrder(b));
  return (
    <div className="dealer-details">
      <div className="dealer-details__contact">
        <Heading className="dealer-details__name">{dealer.name}</Heading>
        <address className="dealer-details__address">
          {addressLines(dealer).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
        {dealer.sales_phone && (
          <p className="dealer-details__phone">
            Sales <PhoneLink phone={dealer.sales_phone} />
          </p>
        )}
        {children && <div className="actions dealer-details__actions">{children}</div>}
      </div>
      <div className="dealer-details__hours">
        <Heading id={hoursId} className="section-title">
          Opening hours
        </Heading>
        {hours.length ? (
          <table className="data-table" aria-labelledby={hoursId}>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Open</th>
                <th scope="col">Close</th>
              </tr>
            </thead>
            <tbody>
              {hours.map((day, index) => (
                <HoursRow key={day.day ?? index} hours={day} />
              ))}
            </tbody>
          </table>
        ) : (
          <p className="dealer-details__none">This dealer has not listed its opening hours. Please call to check when it is open.</p>
        )}
      </div>
    </div>
  );
}
