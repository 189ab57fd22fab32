import { describe, expect, it } from 'vitest';
import { DEFAULT_LOGO, readMenuHeader } from './menu-header.ts';

describe('the menu header document', () => {
  it('gives the logo and the complete links', () => {
    const header = readMenuHeader({
      elements: {
        logo: { url: '/media/logo.png' },
        menus: { values: [{ linkText: 'Offers', linkURL: 'https://example.com/offers' }, { linkText: 'No address' }, 'junk'] },
      },
    });
    expect(header).toEqual({ logoUrl: '/media/logo.png', links: [{ linkText: 'Offers', linkURL: 'https://example.com/offers' }] });
  });

  it('keeps the built-in logo and no links when the document lacks them', () => {
    expect(readMenuHeader({ elements: {} })).toEqual({ logoUrl: DEFAULT_LOGO, links: [] });
    expect(readMenuHeader({ elements: { logo: 'x', menus: { values: {} } } })).toEqual({ logoUrl: DEFAULT_LOGO, links: [] });
  });
});
