import { describe, expect, it } from 'vitest';
import { SECRET_CHANGED, SECRET_KEPT } from '../../shared/audit-diff.ts';
import { withoutSecrets } from './audit-log.ts';

describe('withoutSecrets', () => {
  it('marks a secret changed or kept by comparing values it then drops', () => {
    const { before, after } = withoutSecrets({ password: 'hash-1', name: 'A' }, { password: 'hash-2', name: 'A' });
    expect(before).toEqual({ password: SECRET_KEPT, name: 'A' });
    expect(after).toEqual({ password: SECRET_CHANGED, name: 'A' });
    expect(withoutSecrets({ token_hash: 'x' }, { token_hash: 'x' })).toEqual({ before: { token_hash: SECRET_KEPT }, after: { token_hash: SECRET_KEPT } });
  });

  it('a secret set on a new record is changed; an empty one stays empty', () => {
    expect(withoutSecrets(null, { api_key: 'k', password: null })).toEqual({ before: null, after: { api_key: SECRET_CHANGED, password: null } });
  });

  it("marks two-step sign-in's secrets: the authenticator secret, the one being set up, the recovery codes' hashes", () => {
    const { before, after } = withoutSecrets(
      { secret: 'OLD', pending_secret: 'NEW', recovery_codes: ['h1'], last_step: 5 },
      { secret: 'NEW', pending_secret: null, recovery_codes: ['h2'], last_step: 6 },
    );
    expect(before).toEqual({ secret: SECRET_KEPT, pending_secret: SECRET_KEPT, recovery_codes: SECRET_KEPT, last_step: 5 });
    expect(after).toEqual({ secret: SECRET_CHANGED, pending_secret: null, recovery_codes: SECRET_CHANGED, last_step: 6 });
  });

  it('hides secrets nested in JSON fields too', () => {
    const { after } = withoutSecrets(null, { elements: { title: 'T', auth: { apiKey: 'k', secret: 's' }, list: [{ accessToken: 't' }] } });
    expect(after).toEqual({ elements: { title: 'T', auth: { apiKey: SECRET_KEPT, secret: SECRET_KEPT }, list: [{ accessToken: SECRET_KEPT }] } });
  });
});
