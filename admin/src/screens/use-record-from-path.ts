// A record named by the address (docs/back-office.md 2: `/models/{id}` is "edit model"): loads it so
// the screen opens its edit dialog over the list, says so when there is no such record, and on
// closing goes back to the list's own path, so a link to one model works like its pencil.
import { type BaseRecord, useOne } from '@refinedev/core';
import { useNavigate, useParams } from 'react-router';
import type { Definition } from './definitions.ts';

export interface RecordFromPath {
  /** The record the path names, once loaded. */
  record?: BaseRecord;
  /** Why it could not be opened (no such record, or the server's reason). */
  failure?: string;
  /** Back to the list's path. */
  close: () => void;
}

export function useRecordFromPath(definition: Definition): RecordFromPath | undefined {
  const { id } = useParams();
  const navigate = useNavigate();
  const valid = id !== undefined && /^\d+$/.test(id);
  const { result, query } = useOne({ resource: definition.name, id, queryOptions: { enabled: valid }, errorNotification: false });
  if (id === undefined) return undefined;
  const close = () => void navigate(definition.path, { replace: true });
  const missing = !valid || query.error?.statusCode === 404;
  const failure = missing
    ? `There is no ${definition.singular.toLowerCase()} ${id}.`
    : query.error
      ? `${definition.singular} ${id} could not be loaded: ${query.error.message}`
      : undefined;
  return { record: query.isSuccess ? result : undefined, failure, close };
}
