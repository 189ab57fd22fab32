// The emails to a booking's owner (docs/decisions.md, "Bookings both ways"): the request received,
// the dealer's confirmation (perhaps at another time), decline and completion, and a note of a
// move or cancel. Each while the booking stands carries its calendar invitation as it now is, each
// that ends it without completion the invitation's cancel (calendar.ts).
import { momentInWords } from '../../../shared/calendar.ts';
import type { MailMessage } from '../../core/mail-message.ts';
import { type BookingFacts, addressOf } from './booking-facts.ts';
import { type CalendarMethod, calendarFile } from './calendar.ts';

interface OwnerEmail {
  subject: string;
  lines: string[];
  /** The calendar invitation to send along, if the owner's calendar is to follow. */
  calendar?: CalendarMethod;
}

function ownerEmail(facts: BookingFacts, publicUrl: string, { subject, lines, calendar }: OwnerEmail): MailMessage {
  const { owner, dealer } = facts;
  const phone = dealer.service_phone || dealer.sales_phone;
  return {
    to: owner.email,
    subject,
    text: [
      `Hello ${owner.firstname},`,
      '',
      ...lines,
      '',
      dealer.name,
      addressOf(dealer),
      ...(phone ? [`Phone: ${phone}`] : []),
      '',
      `Your bookings are in your garage: ${publicUrl}/home`,
      `Booking reference: ${facts.id}`,
      '',
      'myGWM',
    ].join('\n'),
    ...(calendar ? { attachments: [calendarFile(facts, publicUrl, calendar)] } : {}),
  };
}

const whatFor = ({ type, vehicle }: BookingFacts) => `${type} of ${vehicle.label} (${vehicle.registration})`;

export const ownerRequestEmail = (facts: BookingFacts, publicUrl: string) =>
  ownerEmail(facts, publicUrl, {
    subject: `Your ${facts.type} booking request with ${facts.dealer.name}`,
    lines: [
      `Thank you for your booking request for a ${whatFor(facts)} on ${momentInWords(facts.date)}.`,
      `${facts.dealer.name} will confirm it shortly; we will email you when they do.`,
      '',
      'The attached calendar entry holds the time you asked for, and follows the booking as it changes.',
    ],
    calendar: 'REQUEST',
  });

export const ownerMoveEmail = (facts: BookingFacts, publicUrl: string, previousDate: string) =>
  ownerEmail(facts, publicUrl, {
    subject: `Your ${facts.type} booking moved to ${momentInWords(facts.date)}`,
    lines: [
      `You moved your ${whatFor(facts)} from ${momentInWords(previousDate)} to ${momentInWords(facts.date)}.`,
      `${facts.dealer.name} will confirm the new time shortly.`,
    ],
    calendar: 'REQUEST',
  });

/** `previousDate` is the time the owner asked for when the dealer confirmed another. */
export function ownerConfirmedEmail(facts: BookingFacts, publicUrl: string, previousDate?: string): MailMessage {
  const when = momentInWords(facts.date);
  return ownerEmail(facts, publicUrl, {
    subject: previousDate ? `${facts.dealer.name} proposes a new time for your ${facts.type}: ${when}` : `Your ${facts.type} on ${when} is confirmed`,
    lines: [
      previousDate
        ? `${facts.dealer.name} confirmed your ${whatFor(facts)} at another time: ${when}, instead of ${momentInWords(previousDate)}.`
        : `${facts.dealer.name} confirmed your ${whatFor(facts)} on ${when}.`,
      ...(facts.dealer_note ? ['', `${facts.dealer.name} says:`, facts.dealer_note] : []),
      ...(previousDate ? ['', 'If the new time does not suit you, change the date or cancel the booking in your garage.'] : []),
    ],
    calendar: 'REQUEST',
  });
}

export const ownerDeclinedEmail = (facts: BookingFacts, publicUrl: string) =>
  ownerEmail(facts, publicUrl, {
    subject: `${facts.dealer.name} could not take your ${facts.type} on ${momentInWords(facts.date)}`,
    lines: [
      `${facts.dealer.name} declined your ${whatFor(facts)} on ${momentInWords(facts.date)}.`,
      '',
      'Their reason:',
      facts.decline_reason ?? '',
      '',
      'You can book another time or another dealer in your garage.',
    ],
    calendar: 'CANCEL',
  });

export const ownerCompletedEmail = (facts: BookingFacts, publicUrl: string) =>
  ownerEmail(facts, publicUrl, {
    subject: `Your ${facts.type} at ${facts.dealer.name} is done`,
    lines: [
      `${facts.dealer.name} completed the ${whatFor(facts)} booked for ${momentInWords(facts.date)}.`,
      ...(facts.service_odometer !== null ? [`Odometer: ${facts.service_odometer.toLocaleString('en-AU')} km`] : []),
      '',
      'Work done:',
      facts.work_done ?? '',
      '',
      "It is in your vehicle's service history in the garage, with when the next service is due.",
    ],
  });

/** `byOwner`: the owner's own cancel (a note for their calendar), else an administrator's. */
export const ownerCancelledEmail = (facts: BookingFacts, publicUrl: string, byOwner: boolean) =>
  ownerEmail(facts, publicUrl, {
    subject: `Your ${facts.type} booking on ${momentInWords(facts.date)} is cancelled`,
    lines: [
      byOwner
        ? `You cancelled your ${whatFor(facts)} on ${momentInWords(facts.date)}; ${facts.dealer.name} has been told.`
        : `Your ${whatFor(facts)} on ${momentInWords(facts.date)} was cancelled by myGWM. Please call ${facts.dealer.name} with any question.`,
    ],
    calendar: 'CANCEL',
  });
