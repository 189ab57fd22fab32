// Moves a booking on (PUT /api/vehicleservices/{id}/status, docs/decisions.md "Bookings both ways"):
// a success is told and the lists reload, so each status tab shows what it holds now; a refusal's
// field errors stay for the dialog to show under its fields, and any other failure is told. It keeps
// the dialog's texts by the names the server gives their errors.
import { type BaseRecord, type HttpError, type OpenNotificationParams, useDataProvider, useInvalidate, useNotification } from '@refinedev/core';
import { useState } from 'react';
import type { StatusChangeForm } from '../../../../shared/generated/types.ts';
import type { FieldErrors } from '../../../../shared/validation.ts';
import { failed } from '../../lib/notices.ts';

const BOOKINGS = 'vehicleservices';

/** The messages but a field's. */
export function withoutField(errors: FieldErrors, field: string): FieldErrors {
  const rest = { ...errors };
  delete rest[field];
  return rest;
}

export function useBookingChange(booking: BaseRecord) {
  const dataProvider = useDataProvider();
  const invalidate = useInvalidate();
  const { open } = useNotification();
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [texts, setTexts] = useState<Record<string, string>>({});

  /** Sends the change; answers whether it was made (then `told` is shown). */
  async function send(change: StatusChangeForm, told: OpenNotificationParams): Promise<boolean> {
    setSaving(true);
    setErrors({});
    try {
      await dataProvider().custom!({ url: `/${BOOKINGS}/${String(booking.id)}/status`, method: 'put', payload: change });
      open?.(told);
      await invalidate({ resource: BOOKINGS, invalidates: ['list'] });
      return true;
    } catch (error) {
      const refusal = error as HttpError;
      if (refusal.statusCode === 422 && refusal.errors && Object.keys(refusal.errors).length) setErrors(refusal.errors as FieldErrors);
      else open?.(failed('The booking was not changed', refusal));
      return false;
    } finally {
      setSaving(false);
    }
  }

  /** A field's message goes once it is changed. */
  const clear = (field: string) => setErrors((current) => withoutField(current, field));
  /** A text field's value, message and change (which clears the message), by the name the server gives its errors. */
  const textOf = (field: string) => ({
    value: texts[field] ?? '',
    error: errors[field]?.[0],
    onChange: (value: string) => {
      setTexts((current) => ({ ...current, [field]: value }));
      clear(field);
    },
  });
  return { send, saving, errors, clear, texts, textOf };
}
