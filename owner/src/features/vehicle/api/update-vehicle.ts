// PUT /api/vehicles/vehicle/{id} as a multipart form: a new nickname, a new photo, or both.
import { api } from '../../../../../shared/api-client.ts';
import type { GarageVehicle } from '../../../../../shared/garage.ts';

export interface VehicleChange {
  nickname?: string;
  image?: File;
}

export function updateVehicle(id: number, change: VehicleChange): Promise<GarageVehicle> {
  const form = new FormData();
  if (change.nickname !== undefined) form.set('nickname', change.nickname);
  if (change.image) form.set('image', change.image);
  return api.put<GarageVehicle>(`/vehicles/vehicle/${id}`, form);
}
