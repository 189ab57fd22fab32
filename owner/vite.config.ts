// The owner app: served at / by the server, which also sends it every non-admin path. The build
// adds its service worker (/sw.js) and a brotli and a gzip copy of every text file.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { FIRST_LOAD_IN_ONE_CHUNK } from '../shared/build/chunking.ts';
import { precompress } from '../shared/build/precompress.ts';
import { serviceWorker } from './service-worker/plugin.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react(), serviceWorker(fileURLToPath(new URL('service-worker/worker.ts', import.meta.url))), precompress()],
  build: {
    outDir: fileURLToPath(new URL('../dist/owner', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: FIRST_LOAD_IN_ONE_CHUNK } },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
