// GET /api/vehicles/user: the signed-in owner's vehicles, for the garage's cards and the booking's
// vehicle choices.
import { api } from '../../../../shared/api-client.ts';
import type { GarageVehicle } from '../../../../shared/generated/types.ts';

export const getMyVehicles = () => api.get<GarageVehicle[]>('/vehicles/user');
