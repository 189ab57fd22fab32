// The state of one upload screen: idle, loading (with how much of the file has gone and how many
// rows the server has read, from its upload record), loaded (the answer) or error (the server's
// words). A check (dry run) goes the same way and writes nothing.
import { useRef, useState } from 'react';
import { api } from '../../../../shared/api-client.ts';
import type { UploadLayout, UploadResult } from '../../../../shared/upload-layout.ts';
import { sendUpload } from './send-upload.ts';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'loading'; dryRun: boolean; sent: number; rows: number }
  | { phase: 'loaded'; result: UploadResult }
  | { phase: 'error'; message: string };

const POLL_MS = 500;

export function useUpload(layout: UploadLayout) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const running = useRef(false);

  const start = async (file: File, dryRun: boolean) => {
    if (running.current) return;
    running.current = true;
    setState({ phase: 'loading', dryRun, sent: 0, rows: 0 });
    const update = (change: Partial<{ sent: number; rows: number }>) => setState((s) => (s.phase === 'loading' ? { ...s, ...change } : s));
    // The server counts the rows it has read on the running upload's record.
    const poll = setInterval(() => {
      api.get<{ data: Array<{ rows: number }> }>('/uploads', { status: 'running', kind: layout.id, per_page: 1 }).then(
        (page) => page.data[0] && update({ rows: page.data[0].rows }),
        () => undefined,
      );
    }, POLL_MS);
    try {
      const result = await sendUpload(layout, file, dryRun, (sent) => update({ sent }));
      setState({ phase: 'loaded', result });
    } catch (error) {
      setState({ phase: 'error', message: error instanceof Error ? error.message : 'The upload failed. Please try again.' });
    } finally {
      clearInterval(poll);
      running.current = false;
    }
  };

  return { state, start, reset: () => setState({ phase: 'idle' }) };
}
