import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../shared/api-client.ts';
import { FORGOT_PASSWORD_MESSAGES } from '../../../../shared/password-outcomes.ts';
import { outcomeOf } from './password-outcome.ts';

const other = FORGOT_PASSWORD_MESSAGES.other;

describe('the outcome of a password recovery call', () => {
  it("is the server's sentence when it succeeds", async () => {
    const sent = Promise.resolve({ status: 'passwords.sent' as const, message: FORGOT_PASSWORD_MESSAGES['passwords.sent'] });
    expect(await outcomeOf(sent, other)).toEqual({ ok: true, message: FORGOT_PASSWORD_MESSAGES['passwords.sent'] });
  });

  it("is the server's sentence when it refuses an email or throttles", async () => {
    for (const [status, message] of [
      [422, FORGOT_PASSWORD_MESSAGES['passwords.user']],
      [429, FORGOT_PASSWORD_MESSAGES['passwords.throttled']],
    ] as const) {
      expect(await outcomeOf(Promise.reject(new ApiError(status, message)), other)).toEqual({ ok: false, message });
    }
  });

  it("is the screen's own sentence when the call fails otherwise", async () => {
    expect(await outcomeOf(Promise.reject(new ApiError(502, 'Bad Gateway')), other)).toEqual({ ok: false, message: other });
    expect(await outcomeOf(Promise.reject(new ApiError(0, 'We could not reach the server.')), other)).toEqual({ ok: false, message: other });
    expect(await outcomeOf(Promise.reject(new TypeError('boom')), other)).toEqual({ ok: false, message: other });
  });
});
