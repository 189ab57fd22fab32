// The first rows of a chosen file, read in the browser with papaparse before anything is sent, so
// staff see them under their column names, and a file of the wrong width (another kind of file) is
// refused here with the server's own words rather than after a long upload.
import { useEffect, useState } from 'react';
import { type UploadLayout, wrongWidth } from '../../../../shared/upload-layout.ts';

export const PREVIEW_ROWS = 10;

export interface FilePreview {
  rows: string[][];
  /** Why the file will not be sent, when it will not. */
  problem?: string;
}

export async function previewFile(file: File, layout: UploadLayout): Promise<FilePreview> {
  // Loaded with the first file chosen, not with the back office.
  const { default: Papa } = await import('papaparse');
  const rows = await new Promise<string[][]>((resolve, reject) =>
    Papa.parse<string[]>(file, { preview: PREVIEW_ROWS, skipEmptyLines: 'greedy', complete: (result) => resolve(result.data), error: reject }),
  );
  const wrong = rows.findIndex((row) => row.length !== layout.columns);
  if (wrong === -1) return { rows };
  return {
    rows,
    problem: `Row ${wrong + 1} of this file: ${wrongWidth(layout, rows[wrong]!.length)}. Is it a file of ${layout.title.toLowerCase()}? It was not sent.`,
  };
}

/** The preview of `file` once read (undefined meanwhile, and for no file). */
export function useFilePreview(layout: UploadLayout, file: File | null): FilePreview | undefined {
  const [preview, setPreview] = useState<{ file: File; result: FilePreview }>();
  useEffect(() => {
    if (!file) return;
    let current = true;
    const show = (result: FilePreview) => current && setPreview({ file, result });
    previewFile(file, layout).then(show, () => show({ rows: [], problem: 'This file could not be read. Is it a CSV file?' }));
    return () => {
      current = false;
    };
  }, [file, layout]);
  return file && preview?.file === file ? preview.result : undefined;
}
