// PUT /api/vehicleservices/{id}/status: an owner cancels a booking the dealer still expects (requested or confirmed).
import { api } from '../../../../../shared/api-client.ts';
import type { StatusChange } from '../../../../../shared/garage.ts';

export const cancelBooking = (id: number) => api.put<unknown>(`/vehicleservices/${id}/status`, { status: 'cancelled' } satisfies StatusChange);
