// GET /api/vehicles/vehicle/{id}: one of the signed-in owner's vehicles (404 for any other).
import { api } from '../../../../../shared/api-client.ts';
import type { OwnVehicle } from '../../../../../shared/generated/types.ts';

export const getVehicle = (id: number) => api.get<OwnVehicle>(`/vehicles/vehicle/${id}`);
