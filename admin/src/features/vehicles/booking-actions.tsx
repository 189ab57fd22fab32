// A booking's row buttons: the changes of its life this account may ask for from its status now
// (shared/booking-life.ts): confirm, decline and complete for the dealer's staff and administrators,
// cancel for administrators alone. Each opens its dialog; a final booking has none.
import type { BaseRecord } from '@refinedev/core';
import { IconCalendarCheck, IconCalendarOff, IconCircleCheck, IconThumbDown } from '@tabler/icons-react';
import { type ComponentType, useState } from 'react';
import { type BookingActor, mayAskFor, transitionProblem } from '../../../../shared/booking-life.ts';
import type { BookingStatus } from '../../../../shared/generated/types.ts';
import { useAccess } from '../../providers/access.tsx';
import { RowAction } from '../../screens/row-actions.tsx';
import { bookingName } from './booking-words.ts';
import { CancelDialog } from './cancel-dialog.tsx';
import { CompleteDialog } from './complete-dialog.tsx';
import { ConfirmBookingDialog } from './confirm-booking-dialog.tsx';
import { DeclineDialog } from './decline-dialog.tsx';

type Change = Exclude<BookingStatus, 'requested'>;

const ACTIONS: Record<
  Change,
  { verb: string; color: string; Icon: ComponentType<{ size?: number }>; Dialog: ComponentType<{ booking: BaseRecord; onClose: () => void }> }
> = {
  confirmed: { verb: 'Confirm', color: 'green', Icon: IconCalendarCheck, Dialog: ConfirmBookingDialog },
  declined: { verb: 'Decline', color: 'red', Icon: IconThumbDown, Dialog: DeclineDialog },
  completed: { verb: 'Complete', color: 'blue', Icon: IconCircleCheck, Dialog: CompleteDialog },
  cancelled: { verb: 'Cancel', color: 'orange', Icon: IconCalendarOff, Dialog: CancelDialog },
};

export function BookingActions({ record: booking }: { record: BaseRecord }) {
  const actor: BookingActor = useAccess().role === 'DEALER' ? 'dealer' : 'admin';
  const [open, setOpen] = useState<Change | null>(null);
  const status = booking.status as BookingStatus;
  const offered = (Object.keys(ACTIONS) as Change[]).filter((to) => mayAskFor(actor, to) && !transitionProblem(status, to));
  const Dialog = open && ACTIONS[open].Dialog;
  return (
    <>
      {offered.map((to) => {
        const { verb, color, Icon } = ACTIONS[to];
        return (
          <RowAction key={to} label={`${verb} the ${bookingName(booking)}`} color={color} onClick={() => setOpen(to)}>
            <Icon size={18} />
          </RowAction>
        );
      })}
      {Dialog && <Dialog booking={booking} onClose={() => setOpen(null)} />}
    </>
  );
}
