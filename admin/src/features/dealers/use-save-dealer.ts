// Creates (POST, 201) or updates (PUT with the whole record, 200) a dealer through Refine, which
// reloads the dealer lists afterwards. Field errors of a 422 come back for the form to place.
import { type HttpError, useCreate, useUpdate } from '@refinedev/core';
import type { FieldErrors } from '../../../../shared/validation.ts';
import { failed } from '../../screens/notices.ts';
import { DEALERS, type DealerPayload, type DealerRecord } from './dealer-types.ts';

export type SaveOutcome = { saved: DealerRecord } | { fieldErrors: FieldErrors };

/** A 422's messages by field, as our API sends them (lists of messages). */
function fieldErrorsOf(error: HttpError): FieldErrors {
  return Object.fromEntries(
    Object.entries(error.errors ?? {}).map(([field, value]) => [
      field,
      Array.isArray(value) ? value : [typeof value === 'object' ? value.message : String(value)],
    ]),
  );
}

/** A refused save; field problems are marked on the form, so the notification points there. */
const notSaved = (error?: HttpError) => {
  const notice = failed('The dealer was not saved', error);
  return error?.statusCode === 422 ? { ...notice, description: 'Please correct the fields marked in red.' } : notice;
};

export function useSaveDealer() {
  const create = useCreate<DealerRecord, HttpError, DealerPayload>();
  const update = useUpdate<DealerRecord, HttpError, DealerPayload>();

  const save = async (values: DealerPayload, id?: number): Promise<SaveOutcome> => {
    const saved = { type: 'success' as const, message: `${values.name} ${id ? 'updated' : 'created'}` };
    try {
      const response = id
        ? await update.mutateAsync({ resource: DEALERS, id, values, successNotification: saved, errorNotification: notSaved })
        : await create.mutateAsync({ resource: DEALERS, values, successNotification: saved, errorNotification: notSaved });
      return { saved: response.data };
    } catch (error) {
      const httpError = error as HttpError;
      // Anything but a field problem was told by the notification; the form has nothing to mark.
      return { fieldErrors: httpError.statusCode === 422 ? fieldErrorsOf(httpError) : {} };
    }
  };

  return { save, saving: create.mutation.isPending || update.mutation.isPending };
}
