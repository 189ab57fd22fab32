// The garage (docs/owner-app.md 2.9): the owner's vehicles, the roadside numbers and the
// marketing message, loaded together each time the page opens. Only the vehicles can fail the
// page; without a number or a message the garage still shows, without them (docs/owner-app.md 8).
import { proxy, ref } from 'valtio';
import { ApiError } from '../../../../shared/api-client.ts';
import type { BestMessage, GarageVehicle, PublicSettings } from '../../../../shared/generated/types.ts';
import { getBestMessage } from './api/get-best-message.ts';
import { getMyVehicles } from '../../domain/api/get-my-vehicles.ts';
import { getRoadsidePhones } from './api/get-roadside-phones.ts';

interface GarageState {
  /** Whose garage is loaded: another owner signed in on the same page never sees it. */
  owner: number | null;
  status: 'loading' | 'ready' | 'failed';
  /** Kept as loaded: snapshots hand them over as plain records. */
  vehicles: ReturnType<typeof ref<GarageVehicle[]>>;
  problem: string;
  roadsidePhones: PublicSettings['roadside_phones'] | null;
  message: BestMessage['message'];
}

export const garage = proxy<GarageState>({ owner: null, status: 'loading', vehicles: ref([]), problem: '', roadsidePhones: null, message: null });

function quietly<T>(what: string, call: () => Promise<T>, fallback: T): Promise<T> {
  return call().catch((error: unknown) => {
    console.warn(`The garage's ${what} could not be loaded`, error);
    return fallback;
  });
}

/** Loads the owner's garage; the same owner's earlier garage stays on screen meanwhile. */
export async function loadGarage(owner: number): Promise<void> {
  if (garage.owner !== owner || garage.status === 'failed') Object.assign(garage, { owner, status: 'loading', vehicles: ref([]), message: null, problem: '' });
  const [vehicles, phones, best] = await Promise.all([
    getMyVehicles().catch((error: unknown) => error),
    quietly('roadside numbers', getRoadsidePhones, null),
    quietly('marketing message', getBestMessage, { message: null }),
  ]);
  // Another owner signed in meanwhile: this answer is not theirs.
  if (garage.owner !== owner) return;
  garage.roadsidePhones = phones;
  garage.message = best.message;
  if (Array.isArray(vehicles)) {
    garage.vehicles = ref(vehicles);
    garage.status = 'ready';
  } else {
    garage.problem = vehicles instanceof ApiError ? vehicles.message : 'Something went wrong on our side.';
    garage.status = 'failed';
  }
}
