// Confirm: at the time the owner asked for, or at another the dealer proposes (a day and a time in
// the dealer's own time zone, offered by the owner's booking rules: shared/booking-rules.ts), with an
// optional note to the owner. The server checks the time again (hours, horizon, the slot's
// capacity) and its messages show under the date.
import { Radio, Stack } from '@mantine/core';
import type { BaseRecord } from '@refinedev/core';
import { formatDateTime } from '../../fields/date/format.ts';
import { bookingName, MAX_LENGTH } from './booking-words.ts';
import { ChangeDialog, ChangeText } from './change-dialog.tsx';
import { OtherTimeFields } from './other-time-fields.tsx';
import { useConfirmBooking, type When } from './use-confirm-booking.ts';

export function ConfirmBookingDialog({ booking, onClose }: { booking: BaseRecord; onClose: () => void }) {
  const confirming = useConfirmBooking(booking, onClose);
  const { when, setWhen, saving, shown, textOf, confirm } = confirming;

  return (
    <ChangeDialog
      opened
      title="Confirm the booking"
      about={`Confirm the ${bookingName(booking)}.`}
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
      {when === 'other' && <OtherTimeFields confirming={confirming} />}
      <ChangeText label="Note to the owner" description="Optional: sent with the confirmation." maxLength={MAX_LENGTH.note} {...textOf('note')} />
    </ChangeDialog>
  );
}
