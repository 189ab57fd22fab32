// POST /api/vehicleservices: the owner asks a dealer for a service or repair.
import { api } from '../../../../../shared/api-client.ts';
import type { BookingRequest } from '../../../../../shared/garage.ts';

export const requestBooking = (request: BookingRequest) => api.post<unknown>('/vehicleservices', request);
