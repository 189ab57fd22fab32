// PUT /api/vehicleservices/{id}: an owner moves an open booking to another date and time at its dealer.
import { api } from '../../../../../shared/api-client.ts';
import type { BookingMoveForm } from '../../../../../shared/generated/types.ts';

export const moveBooking = (id: number, date: string) => api.put<unknown>(`/vehicleservices/${id}`, { date } satisfies BookingMoveForm);
