// Confirm: at the time the owner asked for, or at another the dealer proposes (a day and a time in
// the dealer's own time zone, offered by the owner's booking rules: shared/booking-rules.ts), with an
// optional note to the owner. The server checks the time again (hours, horizon, the slot's
// capacity) and its messages show under the date.
import { NativeSelect, Radio, Stack } from '@mantine/core';
import { type BaseRecord, useOne } from '@refinedev/core';
import { useState } from 'react';
import {
  type BookableDealer,
  bookableTimes,
  bookingProblem,
  dayProblem,
  displayTime,
  firstDay,
  lastBookableDate,
  timezoneOf,
} from '../../../../shared/booking-rules.ts';
import type { FieldErrors } from '../../../../shared/validation.ts';
import { DayInput } from '../../fields/date/day-input.tsx';
import { formatDateTime } from '../../fields/date/format.ts';
import { bookingName, dealerOf, MAX_LENGTH } from './booking-words.ts';
import { ChangeDialog, ChangeText } from './change-dialog.tsx';
import { useBookingChange, withoutField } from './use-booking-change.ts';

type When = 'asked' | 'other';

/** The day and time chosen, checked as the owner's form checks them; the problem under the part at fault. */
function problemsOf(dealer: BookableDealer, day: string | null, time: string): FieldErrors {
  if (!day) return { date: ['Please choose a day'] };
  const dayWrong = dayProblem(dealer, day);
  if (dayWrong) return { date: [dayWrong] };
  if (!time) return { time: ['Please choose a time'] };
  const problem = bookingProblem(dealer, day, time);
  return problem ? { [problem.part]: [problem.message] } : {};
}

export function ConfirmBookingDialog({ booking, onClose }: { booking: BaseRecord; onClose: () => void }) {
  const [when, setWhen] = useState<When>('asked');
  const [day, setDay] = useState<string | null>(String(booking.date ?? '').slice(0, 10) || null);
  const [time, setTime] = useState('');
  const [checked, setChecked] = useState<FieldErrors>({});
  const { send, saving, errors, clear, texts, textOf } = useBookingChange(booking);
  // Its opening hours are on its own record; until they come (or if they cannot), the default window.
  const embedded = dealerOf(booking);
  const { result: fetched } = useOne<BookableDealer>({
    resource: 'dealers',
    id: embedded?.id,
    queryOptions: { enabled: when === 'other' },
    errorNotification: false,
  });
  const dealer: BookableDealer = fetched ?? embedded ?? {};
  const times = day ? bookableTimes(dealer, day) : [];
  // A time chosen for another day may not be offered on this one.
  const chosen = times.includes(time) ? time : '';
  const name = bookingName(booking);
  const shown: FieldErrors = { ...checked, ...errors };

  const confirm = async () => {
    const problems = when === 'other' ? problemsOf(dealer, day, chosen) : {};
    setChecked(problems);
    if (Object.keys(problems).length) return;
    const moved = when === 'other' ? { date: `${day} ${chosen}` } : {};
    const told = when === 'other' ? `The owner is asked to come on ${formatDateTime(moved.date)} instead.` : 'The owner is told.';
    if (
      await send(
        { status: 'confirmed', ...moved, ...(texts.note?.trim() ? { note: texts.note } : {}) },
        { type: 'success', message: 'Booking confirmed', description: told },
      )
    )
      onClose();
  };
  const change = (field: string) => {
    clear(field);
    setChecked((current) => withoutField(current, field));
  };

  return (
    <ChangeDialog
      opened
      title="Confirm the booking"
      about={`Confirm the ${name}.`}
      action="Confirm"
      saving={saving}
      errors={shown}
      fields={when === 'other' ? ['date', 'time', 'note'] : ['note']}
      onSubmit={() => void confirm()}
      onClose={onClose}
    >
      <Radio.Group label="When" value={when} onChange={(value) => setWhen(value as When)}>
        <Stack gap="xs" mt={6}>
          <Radio value="asked" label={`Keep the time the owner asked for (${formatDateTime(booking.date)})`} data-autofocus />
          <Radio value="other" label="Propose another time" />
        </Stack>
      </Radio.Group>
      {when === 'other' && (
        <>
          <DayInput
            label="Date"
            description={`The dealer's local time (${timezoneOf(dealer.state)}).`}
            required
            minDate={firstDay(dealer)}
            maxDate={lastBookableDate(dealer)}
            value={day}
            error={shown.date?.[0] ?? (day ? dayProblem(dealer, day) : undefined)}
            onChange={(value) => {
              setDay(value);
              change('date');
            }}
          />
          <NativeSelect
            label="Time"
            required
            data={[{ value: '', label: times.length ? 'Choose a time' : 'No times on this day' }, ...times.map((t) => ({ value: t, label: displayTime(t) }))]}
            value={chosen}
            error={shown.time?.[0]}
            onChange={(event) => {
              setTime(event.currentTarget.value);
              change('time');
            }}
          />
        </>
      )}
      <ChangeText label="Note to the owner" description="Optional: sent with the confirmation." maxLength={MAX_LENGTH.note} {...textOf('note')} />
    </ChangeDialog>
  );
}
