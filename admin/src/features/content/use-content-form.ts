// Sends one of the Content section's multipart forms (an upload or a video): busy while it goes,
// the server's field errors kept for their inputs, the outcome told, and the content list reloaded.
import { type BaseRecord, useInvalidate, useNotification } from '@refinedev/core';
import { useState } from 'react';
import { ApiError, api } from '../../../../shared/api-client.ts';
import type { FieldErrors } from '../../../../shared/validation.ts';

const CONTENT = 'contentdocuments';

export function useContentForm(what: string) {
  const invalidate = useInvalidate();
  const { open } = useNotification();
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  /** Sends the form; answers the saved document, or undefined when it was refused. */
  const send = async (method: 'post' | 'put', path: string, form: FormData): Promise<BaseRecord | undefined> => {
    setSending(true);
    setErrors({});
    try {
      const answer = await api[method]<{ document?: BaseRecord } & BaseRecord>(path, form);
      const saved = answer.document ?? answer;
      open?.({ type: 'success', message: `${what} saved`, description: `“${String(saved.name)}” was saved.` });
      await invalidate({ resource: CONTENT, invalidates: ['list'] });
      return saved;
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
      setErrors(fieldErrors);
      open?.({ type: 'error', message: `The ${what.toLowerCase()} was not saved`, description: error instanceof Error ? error.message : 'Please try again.' });
      return undefined;
    } finally {
      setSending(false);
    }
  };

  /** Shows a problem found before sending under its field. */
  const refuse = (field: string, message: string) => setErrors({ [field]: [message] });
  const clear = (field: string) => setErrors(({ [field]: _, ...rest }) => rest);
  return { send, sending, errors, refuse, clear };
}
