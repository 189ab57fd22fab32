// PUT /api/vehicles/vehicle/{id} as a multipart form: a new nickname, a new photo, or both.
import { api } from '../../../../../shared/api-client.ts';
import type { OwnVehicle } from '../../../../../shared/generated/types.ts';

export interface VehicleChange {
  nickname?: string;
  image?: File;
}

export function updateVehicle(id: number, change: VehicleChange): Promise<OwnVehicle> {
  const form = new FormData();
  if (change.nickname !== undefined) form.set('nickname', change.nickname);
  if (change.image) form.set('image', change.image);
  return api.put<OwnVehicle>(`/vehicles/vehicle/${id}`, form);
}
