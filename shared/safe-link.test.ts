import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-link.ts';

describe('safeHref', () => {
  it('keeps http and https addresses and paths of this site as they are', () => {
    for (const address of ['https://www.gwmanz.example/au/offers/', 'HTTP://DEALER.EXAMPLE', '/book/service', '/api/files/manual.pdf', '?model=H6']) {
      expect(safeHref(address)).toBe(address);
    }
  });

  it('drops any other scheme, however it is written', () => {
    for (const address of [
      'javascript:alert(document.cookie)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'mailto:someone@example.com',
      'https://exa mple.com:99999',
    ]) {
      expect(safeHref(address), JSON.stringify(address)).toBeUndefined();
    }
  });

  it('gives nothing for no address', () => {
    expect(safeHref('')).toBeUndefined();
    expect(safeHref(null)).toBeUndefined();
    expect(safeHref(undefined)).toBeUndefined();
  });
});
