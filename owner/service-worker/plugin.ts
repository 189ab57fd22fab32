// Builds the owner app's service worker (./worker.ts) into /sw.js once the app is written: one
// classic script (a worker cannot count on modules everywhere), told the build's version and the
// shell it keeps: index.html, what index.html loads, the icons and the manifest.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Plugin, build } from 'vite';
import { firstLoadAssets } from '../../shared/build/first-load.ts';

const SHELL_FILES = ['/index.html', '/manifest.webmanifest', '/favicon.ico', '/images/favicon.svg', '/icons/icon-192.png'];

export function serviceWorker(entry: string): Plugin {
  return {
    name: 'mygwm-service-worker',
    apply: 'build',
    async writeBundle({ dir: outDir }) {
      if (!outDir) throw new Error('The owner app is built into a folder: the service worker goes beside its index.html.');
      const page = readFileSync(join(outDir, 'index.html'), 'utf8');
      const shell = [...SHELL_FILES, ...firstLoadAssets(page).map((asset) => asset.url)];
      const version = createHash('sha256').update(page).digest('hex').slice(0, 16);
      await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        define: { BUILD: JSON.stringify({ version, shell }) },
        build: {
          outDir,
          emptyOutDir: false,
          lib: { entry, formats: ['iife'], name: 'serviceWorker', fileName: () => 'sw.js' },
        },
      });
    },
  };
}
