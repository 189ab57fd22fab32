// CSV files written by an upload layout, as the dealer system would export them: a row is given by
// column name and lands at the column's position, so neither the upload tests nor the import
// benchmark ever count commas.
import { uploadLayouts, type UploadLayoutId } from '../../shared/generated/upload-layouts.ts';

export type Row = Record<string, string>;

/** A row of `kind`'s layout: each value at its column's position, the other columns empty. */
export function layoutRow(kind: UploadLayoutId, values: Row): string[] {
  const layout = uploadLayouts[kind];
  const fields = Array.from({ length: layout.columns }, () => '');
  for (const [name, value] of Object.entries(values)) {
    const column = layout.fields.find((c) => c.name === name);
    if (!column) throw new Error(`${kind} has no column "${name}"`);
    fields[column.position - 1] = value;
  }
  return fields;
}

/** One CSV row: fields quoted when they hold a comma, a quote or a line break; CRLF at the end, as spreadsheets write. */
export function csvRow(row: string[]): string {
  const quote = (field: string) => (/[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field);
  return `${row.map(quote).join(',')}\r\n`;
}

/** CSV text of whole rows. */
export const csv = (rows: string[][]): string => rows.map(csvRow).join('');
