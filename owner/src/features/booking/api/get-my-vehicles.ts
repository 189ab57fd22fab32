// GET /api/vehicles/user: the signed-in owner's vehicles, the booking's vehicle choices.
import { api } from '../../../../../shared/api-client.ts';
import type { GarageVehicle } from '../../../../../shared/generated/types.ts';

export const getMyVehicles = () => api.get<GarageVehicle[]>('/vehicles/user');
