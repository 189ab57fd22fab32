// The back office: its assets live under /admin/ so they never collide with the owner app's;
// the server sends it the admin-only paths of shared/routes.ts. The build adds a brotli and a gzip
// copy of every text file.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { FIRST_LOAD_IN_ONE_CHUNK } from '../shared/build/chunking.ts';
import { precompress } from '../shared/build/precompress.ts';
import { ADMIN_ASSET_BASE } from '../shared/routes.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: ADMIN_ASSET_BASE,
  plugins: [react(), precompress()],
  build: {
    outDir: fileURLToPath(new URL('../dist/admin', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: FIRST_LOAD_IN_ONE_CHUNK } },
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
