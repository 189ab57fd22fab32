// One vehicle's page (docs/owner-app.md 2.11, 4): the vehicle, and its two changes, the nickname
// and the photo, each with its own busy flag and message so one never hides the other.
import { proxy, ref } from 'valtio';
import { ApiError } from '../../../../shared/api-client.ts';
import type { OwnVehicle } from '../../../../shared/generated/types.ts';
import { photoProblem as sizeProblem } from '../../../../shared/vehicle-photo.ts';
import { getVehicle } from './api/get-vehicle.ts';
import { updateVehicle, type VehicleChange } from './api/update-vehicle.ts';

interface VehicleState {
  /** The vehicle asked for: the page shows only what was loaded for the id it shows. */
  id: number | null;
  status: 'loading' | 'ready' | 'missing' | 'failed';
  /** Kept as loaded: snapshots hand it over as a plain record. */
  vehicle: ReturnType<typeof ref<OwnVehicle>> | null;
  problem: string;
  saving: { nickname: boolean; photo: boolean };
  nicknameProblem: string;
  photoProblem: string;
}

export const vehiclePage = proxy<VehicleState>({
  id: null,
  status: 'loading',
  vehicle: null,
  problem: '',
  saving: { nickname: false, photo: false },
  nicknameProblem: '',
  photoProblem: '',
});

const UNEXPECTED = 'Something went wrong on our side. Please try again.';
const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : UNEXPECTED);

export async function loadVehicle(id: number): Promise<void> {
  Object.assign(vehiclePage, { id, status: 'loading', vehicle: null, problem: '', nicknameProblem: '', photoProblem: '' });
  try {
    const vehicle = await getVehicle(id);
    Object.assign(vehiclePage, { vehicle: ref(vehicle), status: 'ready' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) vehiclePage.status = 'missing';
    else Object.assign(vehiclePage, { status: 'failed', problem: messageOf(error) });
  }
}

type Change = keyof VehicleState['saving'];

/** Sends one change; the vehicle the server answers replaces the one shown. Tells whether it saved. */
async function save(kind: Change, change: VehicleChange): Promise<boolean> {
  const vehicle = vehiclePage.vehicle;
  if (!vehicle || vehiclePage.saving[kind]) return false;
  const problemKey = kind === 'nickname' ? 'nicknameProblem' : 'photoProblem';
  vehiclePage.saving[kind] = true;
  vehiclePage[problemKey] = '';
  try {
    vehiclePage.vehicle = ref(await updateVehicle(vehicle.id, change));
    return true;
  } catch (error) {
    vehiclePage[problemKey] = messageOf(error);
    return false;
  } finally {
    vehiclePage.saving[kind] = false;
  }
}

export const renameVehicle = (nickname: string) => save('nickname', { nickname: nickname.trim() });

/** A photo of 20 MB or more is refused here, before it is sent; the server checks it again. */
export function replacePhoto(image: File): Promise<boolean> {
  const tooLarge = sizeProblem(image);
  if (tooLarge) {
    vehiclePage.photoProblem = tooLarge;
    return Promise.resolve(false);
  }
  return save('photo', { image });
}

export function clearNicknameProblem(): void {
  vehiclePage.nicknameProblem = '';
}
