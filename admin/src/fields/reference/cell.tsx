// A reference in a list: the embedded record's name (x-embed's title field), else the value in
// a few words. The summary serves any nested value a cell shows.
import type { BaseRecord } from '@refinedev/core';
import { isRecord } from '../../../../shared/is-record.ts';
import type { ScreenColumn } from '../../../../shared/screen-types.ts';

/** The plain values among these (no record or list), joined by spaces. */
const plainValues = (values: unknown[]) => values.filter((v) => v != null && typeof v !== 'object').join(' ');

/** A nested value in a few words: its name where it has one, else its plain values (a list's too). */
export function summary(value: unknown): string {
  if (Array.isArray(value)) return plainValues(value);
  if (!isRecord(value)) return value == null ? '' : String(value);
  const named = value.name ?? value.title ?? value.code;
  if (named != null) return String(named);
  return plainValues(Object.values(value));
}

export function ReferenceCell({ column, record }: { column: Pick<ScreenColumn, 'field' | 'embed'>; record: BaseRecord }) {
  const embedded = column.embed ? record[column.embed.name] : undefined;
  const title = column.embed?.titleField;
  return <>{isRecord(embedded) && title ? summary(embedded[title]) : summary(record[column.field])}</>;
}
