// The service reminder an owner receives (docs/decisions.md, "Email"): which vehicle, when its
// service is due (by date and, where the model says, by odometer), and a link straight to the
// service booking form with that vehicle chosen. It says where to turn reminders off.
import { displayDate } from '../../../shared/calendar.ts';
import type { NextService } from '../../../shared/generated/types.ts';
import { MY_ACCOUNT_PATH, bookServiceFor } from '../../../shared/routes.ts';
import type { MailMessage } from '../../core/mail-message.ts';
import type { ReminderKind } from './window.ts';

export interface ReminderFacts {
  kind: ReminderKind;
  owner: { email: string; firstname: string };
  vehicle: { id: number; registration: string; nickname: string | null; model_label: string };
  due: NextService & { due_date: string };
}

/** "15,000 km", as an odometer reads. */
const kilometres = (km: number) => `${km.toLocaleString('en-AU')} km`;

/** When the service is due: "02/04/2026 or 56,250 km, whichever comes first". */
function dueWhen({ due_date, due_km }: ReminderFacts['due']): string {
  const date = displayDate(due_date);
  return due_km === null ? date : `${date} or at ${kilometres(due_km)}, whichever comes first`;
}

export function reminderEmail(facts: ReminderFacts, publicUrl: string): MailMessage {
  const { kind, owner, vehicle, due } = facts;
  const name = vehicle.nickname ? `${vehicle.model_label} "${vehicle.nickname}"` : vehicle.model_label;
  const news =
    kind === 'before'
      ? `Your ${name}, registration ${vehicle.registration}, is due for its next scheduled service on ${dueWhen(due)}.`
      : `Your ${name}, registration ${vehicle.registration}, was due for its scheduled service on ${dueWhen(due)}, and we have no record of it yet. Regular servicing keeps your vehicle safe and reliable.`;
  return {
    to: owner.email,
    subject:
      kind === 'before'
        ? `Your ${vehicle.registration} is due for a service by ${displayDate(due.due_date)}`
        : `Your ${vehicle.registration} is overdue for its service`,
    text: [
      `Hello ${owner.firstname},`,
      '',
      news,
      '',
      'Choose a dealer, a day and a time that suit you here:',
      `${publicUrl}${bookServiceFor(vehicle.id)}`,
      '',
      kind === 'after' ? 'If it has been serviced already, thank you: your dealer will update its record, and you can ignore this email.' : null,
      kind === 'after' ? '' : null,
      `You receive these reminders because they are on in your account. You can turn them off under Service reminders at ${publicUrl}${MY_ACCOUNT_PATH}.`,
      '',
      'myGWM',
    ]
      .filter((line) => line !== null)
      .join('\n'),
  };
}
