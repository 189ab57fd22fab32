// A local S3-compatible server for the tests and the bench: s3rver (an npm devDependency) in this
// process, on a loopback port, keeping one bucket in a temporary folder. It checks request
// signatures against the credentials it knows (S3RVER/S3RVER), which the AWS SDK reads from the
// standard variables set here, as it would read a deployment's. Stopped and started again on the
// same folder, it plays a bucket that goes away and comes back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../../server/core/config.ts';

export const S3RVER_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };
// The SDK's notice that its releases after January 2027 need Node 22 is for operators, not for every test run.
const QUIET = { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };

export interface LocalS3 {
  /** The settings of a store on its bucket (what S3_BUCKET, S3_ENDPOINT and S3_FORCE_PATH_STYLE give). */
  config: S3Config;
  /** Stops answering; the bucket's files stay for start(). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  close(): Promise<void>;
}

/** Starts the server on `port` (the tests keep to 55490-55499), with the SDK's credentials set for it. */
export async function startLocalS3(port: number, bucket = 'mygwm-files'): Promise<LocalS3> {
  Object.assign(process.env, S3RVER_CREDENTIALS, QUIET);
  const directory = mkdtempSync(join(tmpdir(), 'mygwm-s3-'));
  let server: S3rver | undefined;
  const start = async () => {
    server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
    await server.run();
  };
  const stop = async () => {
    await server?.close();
    server = undefined;
  };
  await start();
  return {
    config: { bucket, endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', forcePathStyle: true },
    start,
    stop,
    close: async () => {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
