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

  it('hides secrets nested in JSON fields too', () => {
    const { after } = withoutSecrets(null, { elements: { title: 'T', auth: { apiKey: 'k', secret: 's' }, list: [{ accessToken: 't' }] } });
    expect(after).toEqual({ elements: { title: 'T', auth: { apiKey: SECRET_KEPT, secret: SECRET_KEPT }, list: [{ accessToken: SECRET_KEPT }] } });
  });
});
