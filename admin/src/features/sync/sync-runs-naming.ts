// A sync run is named by what it sent, to which platform, and when it started.
import type { BaseRecord } from '@refinedev/core';
import { resources } from '../../../generated/resources.ts';
import { formatDateTime } from '../../fields/date/format.ts';
import type { ResourceNaming } from '../../lib/record-naming.ts';

/** The marketing platforms' names by the value a run stores. */
export const PLATFORMS = resources.find((r) => r.name === 'syncruns')?.columns.find((c) => c.field === 'target')?.labels ?? {};

export const runName = (run: BaseRecord) =>
  `${String(run.resource ?? '')} to ${PLATFORMS[String(run.target)] ?? String(run.target ?? '')}, ${formatDateTime(run.created_at)}`;

export const naming: ResourceNaming = { resource: 'syncruns', recordName: runName };
