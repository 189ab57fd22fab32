// Puts the file store on the app as app.files: the S3-compatible bucket of S3_BUCKET, else the data
// folder's `files/`, or for a server without a data folder (the tests' in-memory database) a
// temporary folder removed on close, or the store the app was built with. Whichever it is, a file it cannot write answers 507 or 503.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../core/config.ts';
import { s3FileStore } from './s3-store.ts';
import { type FileStore, diskFileStore, fileStoreRoot, refusingUnwritable } from './store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
  }
}

async function storeOf(app: FastifyInstance, config: Config, given?: FileStore): Promise<FileStore> {
  if (given) return given;
  if (config.s3) {
    const bucket = await s3FileStore(config.s3);
    app.addHook('onClose', async () => bucket.close());
    return bucket;
  }
  if (config.dataDir) return diskFileStore(fileStoreRoot(config.dataDir));
  const scratch = mkdtempSync(join(tmpdir(), 'mygwm-files-'));
  app.addHook('onClose', async () => rmSync(scratch, { recursive: true, force: true }));
  return diskFileStore(scratch);
}

async function filesPlugin(app: FastifyInstance, { config, files }: { config: Config; files?: FileStore }) {
  app.decorate('files', refusingUnwritable(await storeOf(app, config, files), app.log));
}

export default fp(filesPlugin, { name: 'files' });
