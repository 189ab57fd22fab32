import { describe, expect, it } from 'vitest';
import { entersBackOffice, opensPath } from './back-office-sections.ts';
import { isAdminPath, staffHome } from './routes.ts';

describe('admin paths', () => {
  it('covers the generic screens, the hand-built ones and the edit pages with an id', () => {
    for (const path of ['/colours', '/marketing', '/synchistory', '/dashboard', '/modelsspecs', '/dealers/12', '/dealers/new', '/models/3', '/postcodes/']) {
      expect(isAdminPath(path), path).toBe(true);
    }
  });

  it('leaves the owner paths and deeper paths to the owner app', () => {
    for (const path of ['/', '/home', '/adminlogin', '/myvehicle/4', '/book/service', '/dealers/1/extra', '/colourscheme']) {
      expect(isAdminPath(path), path).toBe(false);
    }
  });
});

describe('where staff land', () => {
  it('takes every role the back office lets in to a section it opens, and nobody else', () => {
    for (const role of ['ADMIN', 'DEALER', 'USER', 'API', 'dealer']) {
      const home = staffHome(role);
      expect(home !== undefined, role).toBe(entersBackOffice(role));
      if (home) expect(opensPath(role, home), role).toBe(true);
    }
    expect(staffHome('DEALER')).toBe('/vehicleservices');
  });
});
