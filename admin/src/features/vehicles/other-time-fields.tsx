// The time the dealer proposes instead of the owner's: a day, then one of the times the owner's
// booking rules offer on it (shared/booking-rules.ts), in the dealer's own time zone.
import { NativeSelect } from '@mantine/core';
import { dayProblem, displayTime, firstDay, lastBookableDate, timezoneOf } from '../../../../shared/booking-rules.ts';
import { DayInput } from '../../fields/date/day-input.tsx';
import type { ConfirmBookingState } from './use-confirm-booking.ts';

export function OtherTimeFields({ confirming }: { confirming: ConfirmBookingState }) {
  const { dealer, day, chooseDay, times, chosen, chooseTime, shown } = confirming;
  return (
    <>
      <DayInput
        label="Date"
        description={`The dealer's local time (${timezoneOf(dealer.state)}).`}
        required
        minDate={firstDay(dealer)}
        maxDate={lastBookableDate(dealer)}
        value={day}
        error={shown.date?.[0] ?? (day ? dayProblem(dealer, day) : undefined)}
        onChange={chooseDay}
      />
      <NativeSelect
        label="Time"
        required
        data={[{ value: '', label: times.length ? 'Choose a time' : 'No times on this day' }, ...times.map((t) => ({ value: t, label: displayTime(t) }))]}
        value={chosen}
        error={shown.time?.[0]}
        onChange={(event) => chooseTime(event.currentTarget.value)}
      />
    </>
  );
}
