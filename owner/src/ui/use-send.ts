// One call a form or dialog sends at a time: busy while it runs (the button says so and a second
// press does nothing), and a failure said in words: the server's, or the form's own sentence
// when the server gave none a person could read.
import { useCallback, useState } from 'react';
import { ApiError } from '../../../shared/api-client.ts';

export function useSend(unexpected: string) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  /** The failure's message; an `explain` that places it elsewhere (under fields) returns what is left to say. */
  const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : error instanceof Error && error.message ? error.message : unexpected);

  async function send(call: () => Promise<void>, explain: (error: unknown) => string = messageOf): Promise<void> {
    if (busy) return;
    setBusy(true);
    setProblem('');
    try {
      await call();
    } catch (error) {
      setProblem(explain(error));
    } finally {
      setBusy(false);
    }
  }

  /** Forgets the last failure (a dialog opened again for another record). */
  const clear = useCallback(() => setProblem(''), []);

  return { busy, problem, send, messageOf, clear };
}
