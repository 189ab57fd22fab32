// The words of every outcome the back office reports: the generic screen's, its form's and the
// features' (docs/decisions.md Messages: every failed call says what happened), in Refine's
// notification shape.
import type { HttpError, OpenNotificationParams } from '@refinedev/core';

const quoted = (name: string) => `“${name}”`;

export const saved = (singular: string, name: string, created: boolean): OpenNotificationParams => ({
  type: 'success',
  message: `${singular} ${created ? 'added' : 'saved'}`,
  description: `${quoted(name)} was ${created ? 'added' : 'saved'}.`,
});

export const deleted = (singular: string, name: string): OpenNotificationParams => ({
  type: 'success',
  message: `${singular} deleted`,
  description: `${quoted(name)} was deleted.`,
});

export const failed = (what: string, error?: HttpError): OpenNotificationParams => ({
  type: 'error',
  message: what,
  description: error?.message || 'The server did not answer. Please try again.',
});
