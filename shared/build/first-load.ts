// What a front end's first load is: the scripts and stylesheets its built index.html names (the
// entry, the modules it preloads, its CSS), not the chunks loaded later. The budgets, the
// service worker's shell and the bench all count the same files.
export interface FirstLoadAsset {
  /** The path as the page asks for it (`/assets/index-abc.js`, `/admin/assets/...`). */
  url: string;
  kind: 'js' | 'css';
}

export function firstLoadAssets(indexHtml: string): FirstLoadAsset[] {
  return [...indexHtml.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.(js|css))"/g)].map(([, url, kind]) => ({ url: url!, kind: kind as 'js' | 'css' }));
}
