// A reference in a list: the embedded record's name (x-embed's title field), else the value in
// a few words. The summary serves any nested value a cell shows.
import type { BaseRecord } from '@refinedev/core';
import type { ScreenColumn } from '../../../../shared/screen-types.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A nested value in a few words: its name where it has one, else its plain values. */
export function summary(value: unknown): string {
  if (!isRecord(value)) return value == null ? '' : String(value);
  const named = value.name ?? value.title ?? value.code;
  if (named != null) return String(named);
  return Object.values(value)
    .filter((v) => v != null && !isRecord(v))
    .join(' ');
}

export function ReferenceCell({ column, record }: { column: Pick<ScreenColumn, 'field' | 'embed'>; record: BaseRecord }) {
  const embedded = column.embed ? record[column.embed.name] : undefined;
  const title = column.embed?.titleField;
  return <>{isRecord(embedded) && title ? summary(embedded[title]) : summary(record[column.field])}</>;
}
