// What a password recovery call ends with, as its screen says it (docs/owner-app.md 8). The server
// answers each code with the screen's sentence (shared/password-outcomes.ts), a refusal included
// (422 for an unknown email or token, 429 when throttled); anything else, a failed call among
// them, is the screen's "unable to reset" sentence.
import { ApiError } from '../../../../shared/api-client.ts';
import type { PasswordOutcome } from '../../../../shared/generated/types.ts';

export type Outcome = { ok: boolean; message: string };

const ANSWERED_REFUSALS = [422, 429];

export async function outcomeOf(call: Promise<PasswordOutcome>, otherwise: string): Promise<Outcome> {
  try {
    return { ok: true, message: (await call).message };
  } catch (error) {
    const answered = error instanceof ApiError && ANSWERED_REFUSALS.includes(error.status);
    return { ok: false, message: answered ? error.message : otherwise };
  }
}
