// What a front end's first load is: the scripts and stylesheets its built index.html names (the
// entry, the modules it preloads, its CSS), not the chunks loaded later. The budgets, the
// service worker's shell and the bench all count the same files. Node only: build time and tests.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface FirstLoadAsset {
  /** The path as the page asks for it (`/assets/index-abc.js`, `/admin/assets/...`). */
  url: string;
  kind: 'js' | 'css';
}

export function firstLoadAssets(indexHtml: string): FirstLoadAsset[] {
  return [...indexHtml.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.(js|css))"/g)].map(([, url, kind]) => ({
    url: url!,
    kind: kind as 'js' | 'css',
  }));
}

/** The built files of an app's first load (`dist/owner`, `dist/admin` served under `base`), each with its brotli copy's size. */
export function firstLoadFiles(distDir: string, base: string): (FirstLoadAsset & { file: string; brotliBytes: number })[] {
  return firstLoadAssets(readFileSync(join(distDir, 'index.html'), 'utf8')).map((asset) => {
    const file = join(distDir, asset.url.slice(base.length));
    return { ...asset, file, brotliBytes: statSync(`${file}.br`).size };
  });
}
