// Staff set a booking's status (PUT /api/vehicleservices/{id}/status): the outcome is told, and
// the lists reload so each status tab shows what it holds now.
import { type BaseRecord, type HttpError, useDataProvider, useInvalidate, useNotification } from '@refinedev/core';
import { useState } from 'react';
import type { StatusChange } from '../../../../shared/garage.ts';
import { failed } from '../../screens/notices.ts';

const BOOKINGS = 'vehicleservices';

export function useBookingStatus(booking: BaseRecord, describe: (status: string) => string) {
  const dataProvider = useDataProvider();
  const invalidate = useInvalidate();
  const { open } = useNotification();
  const [saving, setSaving] = useState(false);

  const setStatus = async (status: StatusChange['status']) => {
    setSaving(true);
    try {
      await dataProvider().custom!({ url: `/${BOOKINGS}/${String(booking.id)}/status`, method: 'put', payload: { status } satisfies StatusChange });
      open?.({ type: 'success', message: 'Booking status saved', description: `The booking is now ${describe(status)}.` });
      await invalidate({ resource: BOOKINGS, invalidates: ['list'] });
    } catch (error) {
      open?.(failed('The booking status was not saved', error as HttpError));
    } finally {
      setSaving(false);
    }
  };
  return { setStatus, saving };
}
