// The exceptions of an upload as a CSV file staff can open in a spreadsheet beside the file they sent.
import type { UploadException } from '../../../../shared/upload-layout.ts';

const quote = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

export function exceptionsCsv(exceptions: UploadException[]): string {
  const rows = exceptions.map((e) => [String(e.line), e.column, e.value, e.reason].map(quote).join(','));
  return ['Line,Column,Value,Reason', ...rows].join('\r\n') + '\r\n';
}

export function downloadExceptions(fileName: string, exceptions: UploadException[]) {
  const url = URL.createObjectURL(new Blob([exceptionsCsv(exceptions)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName.replace(/\.csv$/i, '')}-exceptions.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
