// How a resource's records are named (ra-core's record representation): by the resource's title
// field, or as its feature declares in `features/<name>/<resource>-naming.ts` (`export const
// naming`), found by that file name. It sits below the screens, so the screens (dialog titles,
// delete confirmations, row buttons) and a field kind (a reference picker) both ask it and
// neither imports the other; a naming file imports no screen.
import type { BaseRecord } from '@refinedev/core';
import { resources } from '../../generated/resources.ts';

export type RecordName = (record: BaseRecord) => string;

/** A feature's naming of one resource's records, where the title field alone does not do. */
export interface ResourceNaming {
  /** The resource (API route) whose records it names. */
  resource: string;
  /** Names a record where its title field alone does not: dialog title, delete confirmation, row buttons. */
  recordName?: RecordName;
  /** Names a record in another record's picker where its name does not tell it from the others (a model's variant); else its name. */
  pickerName?: RecordName;
}

/** The words for a resource's records: one, many, and one record by itself and in a picker. */
export interface RecordNaming {
  singular: string;
  label: string;
  /** The words that name one record ("Ocean Blue", "Cannon Alpha (CAA-LUX-24)"). */
  nameOf: RecordName;
  /** How another record's picker offers one ("GWM Cannon Lux 4WD (CC1031PA4L)"). */
  pickerNameOf: RecordName;
}

const declared = import.meta.glob<ResourceNaming>('../features/*/*-naming.ts', { eager: true, import: 'naming' });

function byResource(): Record<string, ResourceNaming> {
  const out: Record<string, ResourceNaming> = {};
  for (const [file, naming] of Object.entries(declared)) {
    if (out[naming.resource]) throw new Error(`Two features name the records of "${naming.resource}" (${file})`);
    out[naming.resource] = naming;
  }
  return out;
}

const DECLARED = byResource();

export function recordNaming(resourceName: string): RecordNaming {
  const resource = resources.find((r) => r.name === resourceName);
  if (!resource) throw new Error(`No generated resource "${resourceName}"`);
  const { singular, label, titleField } = resource;
  const declaredNaming = DECLARED[resourceName];
  const nameOf =
    declaredNaming?.recordName ?? ((record: BaseRecord) => String((titleField && record[titleField]) || `${singular} ${String(record.id ?? '')}`.trim()));
  return { singular, label, nameOf, pickerNameOf: declaredNaming?.pickerName ?? nameOf };
}
