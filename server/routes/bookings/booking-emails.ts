// The emails of a booking (docs/decisions.md): the dealer gets the request to call the owner back,
// the owner a confirmation with the appointment as a calendar (.ics) attachment; an owner's move or
// cancel tells the dealer.
import { createEvent } from 'ics';
import { displayTime, instantOf, timezoneOf, weekdayOf } from '../../../shared/booking-rules.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import type { dealers } from '../../generated/tables.ts';
import type { SessionUser } from '../../repositories/tokens.ts';

type Dealer = typeof dealers.$inferSelect;

export interface BookingFacts {
  id: number;
  date: string;
  odometer: number;
  type: 'service' | 'repair';
  description: string | null;
  owner: SessionUser;
  vehicle: { registration: string; vin: string; label: string };
  dealer: Dealer;
}

/** How long the calendar entry lasts: the dealer confirms the real time. */
const APPOINTMENT_HOURS = 1;

const typeWord = (type: BookingFacts['type']) => (type === 'repair' ? 'Repair' : 'Service');

/** "Monday 30 November 2026 at 9:00 am" from "2026-11-30 09:00". */
export function dateInWords(date: string): string {
  const [day, time] = date.split(' ') as [string, string];
  const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
  const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-AU', { month: 'long', timeZone: 'UTC' });
  return `${weekdayOf(day)} ${dayOfMonth} ${monthName} ${year} at ${displayTime(time)}`;
}

const addressOf = (dealer: Dealer) =>
  [dealer.address_line_1, dealer.address_line_2, `${dealer.suburb} ${dealer.state} ${dealer.postcode}`].filter(Boolean).join(', ');

/** An email to the dealer's service address (else its email) about a booking: what happened, then the details. */
function dealerEmail(facts: BookingFacts, what: string, news: string, details: string[]): MailMessage {
  const { owner, vehicle, dealer } = facts;
  return {
    to: dealer.service_email || dealer.email,
    subject: `${typeWord(facts.type)} booking ${what}: ${owner.firstname} ${owner.lastname}, ${vehicle.registration}`,
    text: [`Hello ${dealer.name},`, '', news, '', ...details, '', `Booking reference: ${facts.id}`, '', 'myGWM'].join('\n'),
  };
}

const ownerName = ({ owner }: BookingFacts) => `${owner.firstname} ${owner.lastname}`;

export function dealerRequestEmail(facts: BookingFacts): MailMessage {
  const { owner, vehicle } = facts;
  return dealerEmail(
    facts,
    'request',
    `${ownerName(facts)} asked through myGWM for a ${facts.type} on ${dateInWords(facts.date)}. Please call or email them to confirm.`,
    [
      `Owner: ${ownerName(facts)}`,
      `Mobile: ${owner.mobile_phone ?? 'not given'}`,
      ...(owner.other_phone ? [`Other phone: ${owner.other_phone}`] : []),
      `Email: ${owner.email}`,
      '',
      `Vehicle: ${vehicle.label}, registration ${vehicle.registration}, VIN ${vehicle.vin}`,
      `Odometer: ${facts.odometer.toLocaleString('en-AU')} km`,
      ...(facts.description ? ['', 'What the owner says:', facts.description] : []),
    ],
  );
}

/** Who and what, for the dealer's emails after the request: the owner's phone and email to call back. */
const shortDetails = ({ owner, vehicle }: BookingFacts) => [
  `Vehicle: ${vehicle.label}, registration ${vehicle.registration}`,
  `Owner's mobile: ${owner.mobile_phone ?? 'not given'}`,
  `Email: ${owner.email}`,
];

export const dealerCancellationEmail = (facts: BookingFacts): MailMessage =>
  dealerEmail(
    facts,
    'cancelled',
    `${ownerName(facts)} cancelled through myGWM their ${facts.type} on ${dateInWords(facts.date)}. Please do not expect them then.`,
    shortDetails(facts),
  );

export const dealerMoveEmail = (facts: BookingFacts, previousDate: string): MailMessage =>
  dealerEmail(
    facts,
    'moved',
    `${ownerName(facts)} moved through myGWM their ${facts.type} from ${dateInWords(previousDate)} to ${dateInWords(facts.date)}. Please call or email them to confirm the new time.`,
    shortDetails(facts),
  );

/** The appointment as an iCalendar file, its start in UTC from the dealer's local time. */
export function calendarInvite(facts: BookingFacts, publicUrl: string): string {
  const [date, time] = facts.date.split(' ') as [string, string];
  const start = instantOf({ date, time }, timezoneOf(facts.dealer.state));
  const { error, value } = createEvent({
    uid: `booking-${facts.id}@${new URL(publicUrl).hostname}`,
    productId: 'myGWM',
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: APPOINTMENT_HOURS },
    title: `${typeWord(facts.type)}: ${facts.vehicle.label} at ${facts.dealer.name}`,
    description: `Requested through myGWM. ${facts.dealer.name} will contact you to confirm the time. Booking reference ${facts.id}.`,
    location: addressOf(facts.dealer),
    status: 'TENTATIVE',
    url: publicUrl,
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be made');
  return value;
}

export function ownerConfirmationEmail(facts: BookingFacts, publicUrl: string): MailMessage {
  const { owner, vehicle, dealer } = facts;
  return {
    to: owner.email,
    subject: `Your ${facts.type} booking request with ${dealer.name}`,
    text: [
      `Hello ${owner.firstname},`,
      '',
      `Thank you for your ${facts.type} booking request for ${vehicle.label} (${vehicle.registration}) on ${dateInWords(facts.date)}.`,
      `A representative of ${dealer.name} will contact you shortly to confirm.`,
      '',
      `${dealer.name}`,
      addressOf(dealer),
      ...(dealer.service_phone || dealer.sales_phone ? [`Phone: ${dealer.service_phone || dealer.sales_phone}`] : []),
      '',
      `The attached calendar entry holds the time you asked for. You can see or cancel your booking in your garage: ${publicUrl}/home`,
      '',
      'myGWM',
    ].join('\n'),
    attachments: [{ filename: 'booking.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: calendarInvite(facts, publicUrl) }],
  };
}
