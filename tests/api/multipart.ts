// Multipart requests for the API tests (uploads): fields and files encoded as a browser's FormData would.
import type { Caller, Reply, TestApi } from './harness.ts';
import { replyOf } from './harness.ts';

export type FormPart = string | { data: Buffer; filename: string; type: string };

export async function sendForm(api: TestApi, as: Caller, url: string, parts: Record<string, FormPart>, method: 'POST' | 'PUT' = 'POST'): Promise<Reply> {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.data)], { type: value.type }), value.filename);
  }
  const encoded = new Response(form);
  const response = await api.app.inject({
    method,
    url,
    headers: { ...api.authorization(as), 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return replyOf(response);
}
