// Complete: the odometer the dealer read and the work done, both required by the server (its
// messages show under the fields); the owner sees them in their service history.
import { NumberInput } from '@mantine/core';
import type { BaseRecord } from '@refinedev/core';
import { useState } from 'react';
import { formatNumber } from '../../lib/format.ts';
import { bookingName, MAX_LENGTH } from './booking-words.ts';
import { ChangeDialog, ChangeText } from './change-dialog.tsx';
import { useBookingChange } from './use-booking-change.ts';

/** The highest reading the server takes. */
const MAX_ODOMETER = 9_999_999;

export function CompleteDialog({ booking, onClose }: { booking: BaseRecord; onClose: () => void }) {
  const [odometer, setOdometer] = useState<number | ''>('');
  const { send, saving, errors, clear, texts, textOf } = useBookingChange(booking);
  const name = bookingName(booking);
  const complete = async () => {
    const done = await send(
      { status: 'completed', note: texts.note, ...(odometer === '' ? {} : { odometer }) },
      { type: 'success', message: 'Booking completed', description: `The ${name} is completed.` },
    );
    if (done) onClose();
  };
  return (
    <ChangeDialog
      opened
      title="Complete the booking"
      about={`Complete the ${name}: the owner sees the odometer and the work done in their service history.`}
      action="Complete"
      saving={saving}
      errors={errors}
      fields={['odometer', 'note']}
      onSubmit={() => void complete()}
      onClose={onClose}
    >
      <NumberInput
        label="Odometer (km)"
        description={`The owner gave ${formatNumber(booking.odometer)} km when booking.`}
        required
        data-autofocus
        min={0}
        max={MAX_ODOMETER}
        maxLength={String(MAX_ODOMETER).length + 2}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator=","
        inputMode="numeric"
        value={odometer}
        error={errors.odometer?.[0]}
        onChange={(value) => {
          setOdometer(typeof value === 'number' ? value : '');
          clear('odometer');
        }}
      />
      <ChangeText label="Work done" required maxLength={MAX_LENGTH.workDone} {...textOf('note')} />
    </ChangeDialog>
  );
}
