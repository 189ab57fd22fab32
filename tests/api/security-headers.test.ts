// Every response carries the security headers: a CSP with no inline script that still lets the
// video players and our own files in, no framing, nosniff, a referrer policy; HSTS only on https.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApi, startApi } from './harness.ts';

let api: TestApi;
let secure: TestApi;
beforeAll(async () => {
  [api, secure] = await Promise.all([startApi(), startApi({ publicUrl: 'https://my.gwm.example' })]);
});
afterAll(() => Promise.all([api.close(), secure.close()]));

const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it.each(['/api/health', '/api/user', '/home', '/api/no-such-thing', '/api/docs'])('are on %s', async (url) => {
    const response = await api.app.inject({ url });
    const csp = directives(String(response.headers['content-security-policy']));
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['frame-src']).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
    expect(csp['media-src']).toContain("'self'");
    expect(csp['img-src']).toContain("'self'");
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(response.headers).not.toHaveProperty('strict-transport-security');
  });

  it('add HSTS when the public address is https', async () => {
    const response = await secure.app.inject({ url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});
