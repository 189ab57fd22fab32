// PUT /api/vehicleservices/{id}/status: an owner cancels a booking the dealer still expects (requested or confirmed).
import { api } from '../../../../../shared/api-client.ts';
import type { StatusChangeForm } from '../../../../../shared/generated/types.ts';

export const cancelBooking = (id: number) => api.put<unknown>(`/vehicleservices/${id}/status`, { status: 'cancelled' } satisfies StatusChangeForm);
