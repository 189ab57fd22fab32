// Sends a CSV file to its upload with XMLHttpRequest rather than fetch: only it reports how much
// of the file has gone, which is how far the server has read (it reads as the file arrives).
import { ApiError } from '../../../../shared/api-client.ts';
import { readToken } from '../../../../shared/session.ts';
import type { UploadLayout, UploadResult } from '../../../../shared/upload-layout.ts';

export function sendUpload(layout: UploadLayout, file: File, dryRun: boolean, onSent: (fraction: number) => void): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/${layout.route}${dryRun ? '?dry_run=true' : ''}`);
    const token = readToken();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => event.lengthComputable && onSent(event.loaded / event.total);
    request.onerror = () => reject(new ApiError(0, 'We could not reach the server. Please check your connection and try again.'));
    request.onload = () => {
      let body: { message?: string; errors?: Record<string, string[]> } | undefined;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status === 200) return resolve(body as unknown as UploadResult);
      const fieldErrors = body?.errors ?? {};
      const message = Object.values(fieldErrors).flat().join('\n') || body?.message || `The upload failed (status ${request.status}).`;
      reject(new ApiError(request.status, message, fieldErrors));
    };
    const form = new FormData();
    form.append(layout.fileField, file);
    request.send(form);
  });
}
