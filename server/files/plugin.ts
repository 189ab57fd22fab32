// Puts the file store on the app as app.files: the data folder's `files/`, or for a server
// without a data folder (the tests' in-memory database) a temporary folder removed on close.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { type FileStore, diskFileStore, fileStoreRoot } from './store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
  }
}

async function filesPlugin(app: FastifyInstance, { config }: { config: Config }) {
  if (config.dataDir) {
    app.decorate('files', diskFileStore(fileStoreRoot(config.dataDir)));
    return;
  }
  const scratch = mkdtempSync(join(tmpdir(), 'mygwm-files-'));
  app.decorate('files', diskFileStore(scratch));
  app.addHook('onClose', async () => rmSync(scratch, { recursive: true, force: true }));
}

export default fp(filesPlugin, { name: 'files' });
