// The booking's preferred date and time (docs/owner-app.md 2.14): a date from today where the
// dealer is to six months ahead, and a select of the times the dealer takes bookings that day (shared/booking-rules.ts),
// shown as "8:30 am". A day the dealer cannot take is refused at once, with the rule's words.
import { type BookableDealer, bookableTimes, displayTime, firstDay, lastBookableDate } from '../../../shared/booking-rules.ts';
import { FieldMessage } from '../ui/field-message.tsx';
import { TextField } from '../ui/text-field.tsx';

interface WhenFieldsProps {
  dealer: BookableDealer | undefined;
  date: string;
  time: string;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
  dateErrors?: string[];
  timeErrors?: string[];
}

export function WhenFields({ dealer, date, time, onDate, onTime, dateErrors, timeErrors }: WhenFieldsProps) {
  const times = dealer && date && !dateErrors ? bookableTimes(dealer, date) : [];
  const hint = !dealer ? 'Choose a dealer to see its times.' : !date ? 'Choose a date to see the times.' : '';
  const describedBy = [timeErrors && 'booking-time-error', hint && 'booking-time-hint'].filter(Boolean).join(' ');
  return (
    <div className="booking__when">
      <TextField
        id="booking-date"
        label="Preferred date"
        type="date"
        min={firstDay(dealer)}
        max={lastBookableDate(dealer)}
        value={date}
        onChange={onDate}
        errors={dateErrors}
      />
      <div className={`field${timeErrors ? ' field--invalid' : ''}`}>
        <label htmlFor="booking-time" className="field__label">
          Preferred time
        </label>
        <select
          id="booking-time"
          className="field__input"
          value={times.includes(time) ? time : ''}
          onChange={(event) => onTime(event.target.value)}
          aria-invalid={timeErrors ? true : undefined}
          aria-describedby={describedBy || undefined}
        >
          <option value="">{times.length || hint ? 'Choose a time' : 'No times this day'}</option>
          {times.map((slot) => (
            <option key={slot} value={slot}>
              {displayTime(slot)}
            </option>
          ))}
        </select>
        {hint && (
          <p id="booking-time-hint" className="field__hint">
            {hint}
          </p>
        )}
        <FieldMessage id="booking-time-error" errors={timeErrors} />
      </div>
    </div>
  );
}
