// The emails to a booking's dealer (docs/decisions.md, "Bookings both ways"), at its service
// address, else its email: a new request to call the owner back, and the owner's move or cancel.
import { momentInWords } from '../../../shared/calendar.ts';
import type { MailMessage } from '../../core/mail-message.ts';
import { type BookingFacts, ownerName, typeWord } from './booking-facts.ts';

/** An email to the dealer about a booking: what happened, then the details. */
function dealerEmail(facts: BookingFacts, what: string, news: string, details: string[]): MailMessage {
  const { vehicle, dealer } = facts;
  return {
    to: dealer.service_email || dealer.email,
    subject: `${typeWord(facts.type)} booking ${what}: ${ownerName(facts)}, ${vehicle.registration}`,
    text: [`Hello ${dealer.name},`, '', news, '', ...details, '', `Booking reference: ${facts.id}`, '', 'myGWM'].join('\n'),
  };
}

export function dealerRequestEmail(facts: BookingFacts): MailMessage {
  const { owner, vehicle } = facts;
  return dealerEmail(
    facts,
    'request',
    `${ownerName(facts)} asked through myGWM for a ${facts.type} on ${momentInWords(facts.date)}. Please confirm or decline it in the myGWM back office, or call or email them.`,
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

/** `by` says who cancelled when it was not the owner (an administrator). */
export const dealerCancellationEmail = (facts: BookingFacts, by?: string): MailMessage =>
  dealerEmail(
    facts,
    'cancelled',
    by
      ? `${by} cancelled ${ownerName(facts)}'s ${facts.type} on ${momentInWords(facts.date)}. Please do not expect them then.`
      : `${ownerName(facts)} cancelled through myGWM their ${facts.type} on ${momentInWords(facts.date)}. Please do not expect them then.`,
    shortDetails(facts),
  );

export const dealerMoveEmail = (facts: BookingFacts, previousDate: string): MailMessage =>
  dealerEmail(
    facts,
    'moved',
    `${ownerName(facts)} moved through myGWM their ${facts.type} from ${momentInWords(previousDate)} to ${momentInWords(facts.date)}. Please confirm the new time in the myGWM back office, or call or email them.`,
    shortDetails(facts),
  );

/** An open booking whose owner deleted their myGWM account: the dealer is told it will not happen, with nothing of the owner's. */
export const dealerOwnerGoneEmail = (
  booking: { id: number; date: string; type: string | null },
  registration: string,
  dealer: BookingFacts['dealer'],
): MailMessage => ({
  to: dealer.service_email || dealer.email,
  subject: `Booking cancelled: the owner of ${registration} closed their myGWM account`,
  text: [
    `Hello ${dealer.name},`,
    '',
    `The owner of ${registration} closed their myGWM account, so their ${booking.type ?? 'service'} booking on ${momentInWords(booking.date)} is cancelled. Please do not expect them then.`,
    '',
    `Booking reference: ${booking.id}`,
    '',
    'myGWM',
  ].join('\n'),
});
