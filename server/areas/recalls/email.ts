// The recall notice an owner receives once per recall (docs/decisions.md, "Recalls"): which of
// their vehicles it affects, the risk and the remedy, and a link to the recall booking form with
// the vehicle chosen. It goes whatever their Service reminders switch says: a safety recall is not
// marketing nor a reminder.
import { bookRecallFor } from '../../../shared/routes.ts';
import type { MailMessage } from '../../core/mail-message.ts';
import type { NoticeCandidate } from '../../queries/recall-notices.ts';

export function recallEmail(notice: NoticeCandidate, publicUrl: string): MailMessage {
  const affected = notice.vehicles.length === 1 ? `your ${notice.vehicles[0]}` : `these vehicles of yours: ${notice.vehicles.join(', ')}`;
  return {
    to: notice.email,
    subject: `Safety recall ${notice.reference}: ${notice.title}`,
    text: [
      `Hello ${notice.firstname},`,
      '',
      `A safety recall (${notice.reference}, "${notice.title}") affects ${affected}.`,
      '',
      `The risk: ${notice.risk}`,
      '',
      `The remedy: ${notice.remedy} The repair is free of charge.`,
      '',
      'Please book the recall repair with a dealer of your choice here:',
      `${publicUrl}${bookRecallFor(notice.vehicle_id)}`,
      '',
      'myGWM',
    ].join('\n'),
  };
}
