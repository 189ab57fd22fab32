// POST /api/vehicleservices: the owner asks a dealer for a service or repair.
import { api } from '../../../../../shared/api-client.ts';
import type { VehicleServiceInput } from '../../../../../shared/generated/types.ts';

export const requestBooking = (request: VehicleServiceInput) => api.post<unknown>('/vehicleservices', request);
