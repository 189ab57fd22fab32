// Service and repair bookings owners have requested, for around late November 2026 and made over
// the weeks before the data is loaded: the dealer has confirmed some (one with a note), declined
// one with its reason, and the rest wait for its answer; and the Parramatta ute's two completed
// logbook services, its history (docs/decisions.md, "Bookings both ways"). Each goes to a dealer in
// the owner's country.
import type { vehicleServices } from '../../generated/tables.ts';
import { daysBefore } from './helpers.ts';

interface Booking {
  rego: string;
  dealer: string;
  /** Local date and time the owner chose. */
  date: string;
  odometer: number;
  type: 'service' | 'repair';
  description?: string;
  status: 'requested' | 'confirmed' | 'declined' | 'completed';
  /** What the dealer said: a note with its confirmation, the reason it declined, or the reading and work of a completed service. */
  answer?: { note?: string; declined?: string; odometer?: number; workDone?: string };
  /** Days before the data is loaded that the owner made the booking (the dashboard's chart). */
  madeDaysAgo: number;
}

const BOOKINGS: Booking[] = [
  {
    rego: 'FQX27M',
    dealer: 'GWM2150',
    date: '2025-03-18 08:30',
    odometer: 14800,
    type: 'service',
    status: 'completed',
    answer: { odometer: 14960, workDone: '12-month logbook service: engine oil and filter, tyres rotated, brakes and suspension checked.' },
    madeDaysAgo: 630,
  },
  {
    rego: 'FQX27M',
    dealer: 'GWM2150',
    date: '2026-03-16 09:00',
    odometer: 29500,
    type: 'service',
    status: 'completed',
    answer: { odometer: 29710, workDone: '24-month logbook service: oil, fuel and air filters, brake fluid replaced; rear wiper blade replaced.' },
    madeDaysAgo: 265,
  },
  {
    rego: 'DXR88P',
    dealer: 'HAV2064',
    date: '2026-11-11 10:00',
    odometer: 61100,
    type: 'repair',
    description: 'Air conditioning blows warm air on hot afternoons.',
    status: 'declined',
    answer: { declined: 'Our air-conditioning technician is away until 2 December. Please book a day from then and we will look at it first thing.' },
    madeDaysAgo: 21,
  },
  {
    rego: 'S204DLN',
    dealer: 'GWM5094',
    date: '2026-11-16 08:30',
    odometer: 5850,
    type: 'service',
    status: 'confirmed',
    answer: { note: 'A courtesy car is ready for you; please bring your licence.' },
    madeDaysAgo: 74,
  },
  { rego: '1TN5KD', dealer: 'GWM3040', date: '2026-11-24 07:30', odometer: 19050, type: 'service', status: 'confirmed', madeDaysAgo: 52 },
  { rego: 'FQX27M', dealer: 'GWM2150', date: '2026-12-07 08:00', odometer: 38400, type: 'service', status: 'requested', madeDaysAgo: 3 },
  { rego: '1HGT204', dealer: 'HAV6107', date: '2026-11-27 11:00', odometer: 27650, type: 'service', status: 'requested', madeDaysAgo: 33 },
  { rego: '683QZN', dealer: 'GWM4127', date: '2026-11-30 08:00', odometer: 72500, type: 'service', status: 'requested', madeDaysAgo: 26 },
  {
    rego: '921RLT',
    dealer: 'GWM4127',
    date: '2026-12-01 08:00',
    odometer: 104950,
    type: 'repair',
    description: 'Rear leaf springs squeak over bumps when the tray is loaded. Worse in the mornings.',
    status: 'requested',
    madeDaysAgo: 18,
  },
  {
    rego: 'QFH271',
    dealer: 'GWMNZ3200',
    date: '2026-12-02 08:15',
    odometer: 13020,
    type: 'repair',
    description: 'The infotainment screen goes blank for a few seconds whenever Apple CarPlay connects.',
    status: 'requested',
    madeDaysAgo: 11,
  },
  { rego: 'F38KQ', dealer: 'GWM7009', date: '2026-12-10 10:00', odometer: 33400, type: 'service', status: 'requested', madeDaysAgo: 1 },
];

export function bookingRows(
  vehicleOf: (rego: string) => { id: number; user_id: number | null },
  dealerId: (code: string) => number,
  now = new Date(),
): (typeof vehicleServices.$inferInsert)[] {
  return BOOKINGS.map((b) => ({
    vehicle_id: vehicleOf(b.rego).id,
    user_id: vehicleOf(b.rego).user_id,
    dealer_id: dealerId(b.dealer),
    date: b.date,
    odometer: b.odometer,
    type: b.type,
    description: b.description ?? null,
    status: b.status,
    dealer_note: b.answer?.note ?? null,
    decline_reason: b.answer?.declined ?? null,
    service_odometer: b.answer?.odometer ?? null,
    work_done: b.answer?.workDone ?? null,
    // A few hours apart, so the bookings were not all made at the same minute of the day.
    created_at: daysBefore(now, b.madeDaysAgo, b.odometer % 11),
  }));
}
