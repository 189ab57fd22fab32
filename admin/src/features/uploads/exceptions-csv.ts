// The exceptions of an upload as a CSV file staff can open in a spreadsheet beside the file they sent.
import { csvLine } from '../../../../shared/csv-write.ts';
import type { UploadException } from '../../../../shared/upload-layout.ts';
import { saveFile } from '../../../../shared/save-file.ts';

/** What became of an exception's row: refused, or loaded with a warning. */
export const outcomeOf = (exception: UploadException) => (exception.warning ? 'Loaded, with a warning' : 'Refused');

export function exceptionsCsv(exceptions: UploadException[]): string {
  return [['Line', 'Column', 'Value', 'Reason', 'Row'], ...exceptions.map((e) => [e.line, e.column, e.value, e.reason, outcomeOf(e)])].map(csvLine).join('');
}

export function downloadExceptions(fileName: string, exceptions: UploadException[]) {
  saveFile(new Blob([exceptionsCsv(exceptions)], { type: 'text/csv;charset=utf-8' }), `${fileName.replace(/\.csv$/i, '')}-exceptions.csv`);
}
