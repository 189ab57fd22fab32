// The entries a sync run kept of what it sent, named for a list: an Acoustic content document by
// its name and key, a Customer.io object by its type and id, anything else by its place.
import { isRecord } from '../../../../shared/is-record.ts';

/** "Aurora Green (colours-16)", "Artarmon Haval (dealers 2)", "Artarmon Haval (type 1, id 2)", or "Entry 3". */
export function entryName(entry: unknown, index: number): string {
  if (!isRecord(entry)) return `Entry ${index + 1}`;
  const { document_key: key, identifiers, attributes } = entry;
  const type = isRecord(identifiers) ? String(identifiers.object_type_id ?? 'object') : '';
  // Customer.io numbers object types: "type 1, id 4" reads better than "1 4".
  const id =
    isRecord(identifiers) && identifiers.object_id !== undefined
      ? /^\d+$/.test(type)
        ? `type ${type}, id ${String(identifiers.object_id)}`
        : `${type} ${String(identifiers.object_id)}`
      : undefined;
  const ref = typeof key === 'string' ? key : id;
  const name = entry.name ?? (isRecord(attributes) ? attributes.name : undefined);
  if (typeof name === 'string' && name) return ref ? `${name} (${ref})` : name;
  return ref ?? `Entry ${index + 1}`;
}

/** What the list says above the entries: how many were sent, and how many of them were kept. */
export function sentSummary(recordCount: number, kept: number): string {
  if (kept === 0) return 'Nothing was sent.';
  const entries = `${kept} ${kept === 1 ? 'entry' : 'entries'}`;
  return recordCount > kept ? `${recordCount} records were sent; the first ${entries} were kept.` : `${entries} sent.`;
}
