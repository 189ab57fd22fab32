// The state and the sending of the confirm dialog: when (the time the owner asked for, or another),
// the other day and time, checked as the owner's form checks them before the server checks them
// again, and each field's message gone once it is changed.
import { type BaseRecord, useOne } from '@refinedev/core';
import { useState } from 'react';
import { type BookableDealer, bookableTimes, bookingProblem, dayProblem } from '../../../../shared/booking-rules.ts';
import type { FieldErrors } from '../../../../shared/validation.ts';
import { formatDateTime } from '../../fields/date/format.ts';
import { dealerOf } from './booking-words.ts';
import { useBookingChange, withoutField } from './use-booking-change.ts';

export type When = 'asked' | 'other';

/** The day and time chosen, checked as the owner's form checks them; the problem under the part at fault. */
function problemsOf(dealer: BookableDealer, day: string | null, time: string): FieldErrors {
  if (!day) return { date: ['Please choose a day'] };
  const dayWrong = dayProblem(dealer, day);
  if (dayWrong) return { date: [dayWrong] };
  if (!time) return { time: ['Please choose a time'] };
  const problem = bookingProblem(dealer, day, time);
  return problem ? { [problem.part]: [problem.message] } : {};
}

export function useConfirmBooking(booking: BaseRecord, onClose: () => void) {
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
  const chooseDay = (value: string | null) => {
    setDay(value);
    change('date');
  };
  const chooseTime = (value: string) => {
    setTime(value);
    change('time');
  };

  return { when, setWhen, dealer, day, chooseDay, times, chosen, chooseTime, shown, saving, textOf, confirm };
}

export type ConfirmBookingState = ReturnType<typeof useConfirmBooking>;
