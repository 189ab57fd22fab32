// A booking as an iCalendar invitation (docs/decisions.md, "Bookings both ways"): one UID per
// booking and a SEQUENCE raised with every change, REQUEST while the booking stands and CANCEL
// once it ends without completion, so a calendar that took the first invitation follows the
// booking rather than gaining a second entry. The dealer organises it; the owner attends.
import { createEvent } from 'ics';
import { instantOf, timezoneOf } from '../../../shared/booking-rules.ts';
import type { MailAttachment } from '../../core/mail-message.ts';
import { type BookingFacts, addressOf, typeWord } from './booking-facts.ts';

/** How long the calendar entry lasts: the dealer says how long the work takes. */
const APPOINTMENT_HOURS = 1;

export type CalendarMethod = 'REQUEST' | 'CANCEL';

/** The booking's invitation as it stands: tentative while requested, confirmed once the dealer says so, cancelled with CANCEL. */
export function calendarFile(facts: BookingFacts, publicUrl: string, method: CalendarMethod): MailAttachment {
  const [date, time] = facts.date.split(' ') as [string, string];
  const start = instantOf({ date, time }, timezoneOf(facts.dealer.state));
  const { error, value } = createEvent({
    method,
    uid: `booking-${facts.id}@${new URL(publicUrl).hostname}`,
    sequence: facts.calendar_sequence,
    productId: 'myGWM',
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: APPOINTMENT_HOURS },
    title: `${typeWord(facts.type)}: ${facts.vehicle.label} at ${facts.dealer.name}`,
    description: descriptionOf(facts, method),
    location: addressOf(facts.dealer),
    status: method === 'CANCEL' ? 'CANCELLED' : facts.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE',
    organizer: { name: facts.dealer.name, email: facts.dealer.service_email || facts.dealer.email },
    attendees: [{ name: `${facts.owner.firstname} ${facts.owner.lastname}`.trim(), email: facts.owner.email, role: 'REQ-PARTICIPANT', partstat: 'ACCEPTED' }],
    url: publicUrl,
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be made');
  return { filename: 'booking.ics', contentType: `text/calendar; charset=utf-8; method=${method}`, content: value };
}

function descriptionOf(facts: BookingFacts, method: CalendarMethod): string {
  const reference = `Booking reference ${facts.id}.`;
  if (method === 'CANCEL') return `This booking no longer stands. ${reference}`;
  if (facts.status === 'confirmed') return `Confirmed by ${facts.dealer.name}. ${reference}`;
  return `Requested through myGWM. ${facts.dealer.name} will contact you to confirm the time. ${reference}`;
}
