// GET /api/vehicleservices/user: the signed-in owner's bookings, all or one vehicle's.
import { api } from '../../../../../shared/api-client.ts';
import type { OwnerBooking } from '../../../../../shared/generated/types.ts';

export const getMyBookings = (vehicleId?: number) => api.get<OwnerBooking[]>('/vehicleservices/user', { vehicle_id: vehicleId });
