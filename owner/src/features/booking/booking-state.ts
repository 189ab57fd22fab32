// What the booking form chooses from: the owner's vehicles and the enabled dealers of their
// country, loaded together when the page opens. A failed load says why and can be tried again.
import { proxy, ref } from 'valtio';
import { ApiError } from '../../../../shared/api-client.ts';
import type { Country, Dealer, GarageVehicle } from '../../../../shared/generated/types.ts';
import { getCountryDealers } from './api/get-country-dealers.ts';
import { getMyVehicles } from '../../domain/api/get-my-vehicles.ts';

/** Records kept as loaded (never changed here): snapshots hand them over as plain records. */
type Kept<T extends object> = ReturnType<typeof ref<T>>;

export interface BookingState {
  status: 'loading' | 'ready' | 'failed';
  vehicles: Kept<GarageVehicle[]>;
  dealers: Kept<Dealer[]>;
  problem: string;
}

export const booking = proxy<BookingState>({ status: 'loading', vehicles: ref([]), dealers: ref([]), problem: '' });

const UNEXPECTED = 'We could not load your vehicles and dealers just now. Please try again.';

export async function loadBookingChoices(country: Country): Promise<void> {
  booking.status = 'loading';
  try {
    const [vehicles, dealers] = await Promise.all([getMyVehicles(), getCountryDealers(country)]);
    Object.assign(booking, { status: 'ready', vehicles: ref(vehicles), dealers: ref(dealers), problem: '' });
  } catch (error) {
    Object.assign(booking, { status: 'failed', problem: error instanceof ApiError ? error.message : UNEXPECTED });
  }
}
