// One file of the import benchmark sent as the upload screen sends it: multipart, under the
// layout's file field, streamed from disk, timed from the first byte to the answer.
import { createReadStream } from 'node:fs';
import { request } from 'node:http';
import { type UploadLayoutId, uploadLayouts } from '../shared/generated/upload-layouts.ts';
import type { ImportFile } from './import.ts';

export interface UploadAnswer {
  rows: number;
  rejected: number;
  records: Record<string, { created: number; updated: number; unchanged: number }>;
  exceptions: { line: number; reason: string }[];
}

/** Sends `file` as the upload screen does (multipart, the layout's file field), streamed from disk, or as its Check file does (`dryRun`); answers the seconds and the answer. */
export function upload(
  origin: string,
  token: string,
  file: ImportFile,
  options: { dryRun?: boolean } = {},
): Promise<{ seconds: number; answer: UploadAnswer }> {
  const layout = uploadLayouts[file.kind as UploadLayoutId];
  const boundary = `----mygwm-bench-${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${layout.fileField}"; filename="${file.kind}.csv"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((done, fail) => {
    const started = performance.now();
    const sending = request(
      `${origin}/api/${layout.route}${options.dryRun ? '?dry_run=true' : ''}`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + file.bytes + tail.length,
        },
      },
      (reply) => {
        let body = '';
        reply.setEncoding('utf8');
        reply.on('data', (chunk: string) => (body += chunk));
        reply.on('end', () => {
          const seconds = (performance.now() - started) / 1000;
          if (reply.statusCode !== 200) return fail(new Error(`${file.kind} upload answered ${reply.statusCode}: ${body.slice(0, 500)}`));
          done({ seconds, answer: JSON.parse(body) as UploadAnswer });
        });
      },
    );
    sending.on('error', fail);
    sending.write(head);
    const stream = createReadStream(file.path);
    stream.on('error', fail);
    stream.on('end', () => sending.end(tail));
    stream.pipe(sending, { end: false });
  });
}
