// Budgets of the first load as sent: the brotli-compressed JavaScript and CSS that each front
// end's built index.html loads (its entry, the modules it preloads, its stylesheets). Grow past
// one and `npm test` fails: split the code (a `lazy` page) rather than raise it. Reads the build
// that the browser stage of `npm test` has just made.
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { firstLoadFiles } from '../../shared/build/first-load.ts';
import { ADMIN_ASSET_BASE } from '../../shared/routes.ts';

const DIST = join(import.meta.dirname, '../../dist');
const BUDGETS = [
  { app: 'owner app', dir: 'owner', base: '/', bytes: 150_000 },
  { app: 'back office', dir: 'admin', base: ADMIN_ASSET_BASE, bytes: 300_000 },
];

for (const { app, dir, base, bytes } of BUDGETS) {
  test(`the ${app}'s first load as sent, brotli-compressed JavaScript and CSS, stays under ${bytes / 1000} kB`, () => {
    const files = firstLoadFiles(join(DIST, dir), base);
    expect(files.filter((file) => file.kind === 'js').length, 'its entry script').toBeGreaterThan(0);
    expect(files.filter((file) => file.kind === 'css').length, 'its stylesheet').toBeGreaterThan(0);
    const sent = files.reduce((sum, file) => sum + file.brotliBytes, 0);
    console.log(`${app}: ${files.length} files, ${(sent / 1000).toFixed(1)} kB brotli (budget ${bytes / 1000} kB)`);
    expect(sent).toBeLessThan(bytes);
  });
}
