// What the booking actions share: how a booking is named, the dealer it is at, and the longest
// text each of the dealer's answers may be (the booking schema's, as the server keeps them).
import type { BaseRecord } from '@refinedev/core';
import type { BookableDealer } from '../../../../shared/booking-rules.ts';
import { entities } from '../../../../shared/generated/entities.ts';
import { formatDateTime } from '../../fields/date/format.ts';

const FIELDS = entities['vehicle-service'].schema.properties ?? {};
const maxLengthOf = (field: string) => Number(FIELDS[field]?.maxLength);

/** The longest note to the owner, reason declined and work done. */
export const MAX_LENGTH = { note: maxLengthOf('dealer_note'), reason: maxLengthOf('decline_reason'), workDone: maxLengthOf('work_done') } as const;

export const registrationOf = (booking: BaseRecord) => String((booking.vehicle as BaseRecord | null | undefined)?.registration ?? 'a vehicle');

/** "booking of REG123 on 30/11/2026 09:00" (after "the"): enough to tell two rows' buttons apart. */
export const bookingName = (booking: BaseRecord) => `booking of ${registrationOf(booking)} on ${formatDateTime(booking.date)}`;

/** The dealer the booking is at, as the list embeds it (its state gives the time zone; its hours come with its own record). */
export const dealerOf = (booking: BaseRecord) => (booking.dealer ?? undefined) as (BookableDealer & { id?: number; name?: string }) | undefined;
