// The owner's bookings, one list per place they are shown (the garage: all of them; a vehicle's
// page: that vehicle's), loaded when shown and again after a cancellation or a move.
import { proxy, ref } from 'valtio';
import { ApiError } from '../../../../shared/api-client.ts';
import type { OwnerBooking } from '../../../../shared/generated/types.ts';
import { cancelBooking } from './api/cancel-booking.ts';
import { moveBooking } from './api/move-booking.ts';
import { getMyBookings } from './api/get-my-bookings.ts';

export interface BookingList {
  status: 'loading' | 'ready' | 'failed';
  /** Kept as loaded: snapshots hand them over as plain records. */
  bookings: ReturnType<typeof ref<OwnerBooking[]>>;
  problem: string;
}

export const bookingLists = proxy<Record<string, BookingList>>({});

export const listKey = (vehicleId?: number) => (vehicleId === undefined ? 'all' : String(vehicleId));

const said = (error: unknown, otherwise: string) => (error instanceof ApiError ? error.message : otherwise);

export async function loadBookings(vehicleId?: number): Promise<void> {
  const key = listKey(vehicleId);
  bookingLists[key] = { status: 'loading', bookings: bookingLists[key]?.bookings ?? ref([]), problem: '' };
  try {
    bookingLists[key] = { status: 'ready', bookings: ref(await getMyBookings(vehicleId)), problem: '' };
  } catch (error) {
    bookingLists[key] = { status: 'failed', bookings: ref([]), problem: said(error, 'We could not load your bookings just now.') };
  }
}

/**
 * Sends an owner's change of a booking and reloads the list it was shown in; throws the reason it
 * was refused. A refusal reloads the list too: the booking has usually changed (the dealer confirmed it).
 */
async function changeOwnBooking(change: () => Promise<unknown>, vehicleId?: number): Promise<void> {
  try {
    await change();
  } catch (error) {
    void loadBookings(vehicleId);
    throw error;
  }
  await loadBookings(vehicleId);
}

export const cancelOwnBooking = (id: number, vehicleId?: number) => changeOwnBooking(() => cancelBooking(id), vehicleId);

/** Moves a booking to a "YYYY-MM-DD HH:mm" at its dealer. */
export const moveOwnBooking = (id: number, date: string, vehicleId?: number) => changeOwnBooking(() => moveBooking(id, date), vehicleId);
