// The product on an S3-compatible bucket (S3_BUCKET; s3rver in this process): a vehicle photo is
// stored in the bucket and served from it in spans; while the bucket is down an upload answers 503
// with its sentence and saves nothing, a download 503, and the server carries on; once the bucket
// is back both work again. Neither the credentials nor a request's signature reach the log.
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANNOT_READ, CANNOT_STORE } from '../../server/platform/files/store.ts';
import { vehicles } from '../../server/generated/tables.ts';
import { loggerOptions } from '../../server/core/logging.ts';
import { freePort } from '../e2e/support/server-process.ts';
import { type LocalS3, startLocalS3 } from '../support/s3-server.ts';
import { type TestApi, startApi } from './harness.ts';
import { sendForm } from './multipart.ts';
import { insertModel, insertVehicle } from './owner-fixtures.ts';

const lines: string[] = [];
const logger = {
  ...loggerOptions('trace'),
  stream: new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  }),
};

let s3: LocalS3;
let api: TestApi;
beforeAll(async () => {
  s3 = await startLocalS3(await freePort());
  api = await startApi({ s3: s3.config }, { logger });
});
afterAll(async () => {
  await api?.close();
  await s3?.close();
});

const photo = async () => ({
  data: await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8a1c2b' } })
    .jpeg()
    .toBuffer(),
  filename: 'ute.jpg',
  type: 'image/jpeg',
});
const newPhoto = async (id: number) => sendForm(api, 'owner', `/api/vehicles/vehicle/${id}`, { image: await photo() }, 'PUT');

describe('stored files in an S3-compatible bucket', () => {
  it('keeps a vehicle photo in the bucket and serves it whole and in spans', async () => {
    const model = await insertModel(api);
    const ute = await insertVehicle(api, api.ids.owner, model.id);
    const saved = await newPhoto(ute.id);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const [row] = await api.app.database.db.select().from(vehicles).where(eq(vehicles.id, ute.id));
    expect((await api.app.files.list()).map((file) => file.key)).toContain(row!.my_image);
    const whole = await api.app.inject({ url: saved.body.image_url });
    expect(whole.statusCode).toBe(200);
    expect((await sharp(whole.rawPayload).metadata()).width).toBe(528);
    const span = await api.app.inject({ url: saved.body.image_url, headers: { range: 'bytes=0-1' } });
    expect(span.statusCode).toBe(206);
    expect(span.rawPayload).toEqual(whole.rawPayload.subarray(0, 2));
    expect((await api.app.inject({ url: saved.body.image_url, headers: { 'if-none-match': whole.headers.etag as string } })).statusCode).toBe(304);
  });

  it('answers 503 with a sentence while the bucket is down, saves nothing, serves on, and works again once it is back', async () => {
    const model = await insertModel(api);
    const ute = await insertVehicle(api, api.ids.owner, model.id, { nickname: 'Before' });
    const before = await newPhoto(ute.id);
    await s3.stop();
    try {
      expect(await newPhoto(ute.id)).toEqual({ status: 503, body: { message: CANNOT_STORE } });
      const download = await api.app.inject({ url: before.body.image_url });
      expect(download.statusCode).toBe(503);
      expect(download.json()).toEqual({ message: CANNOT_READ });
      const [row] = await api.app.database.db.select().from(vehicles).where(eq(vehicles.id, ute.id));
      expect(`/api/files/${row!.my_image}`).toBe(before.body.image_url);
      expect(await api.get('visitor', '/api/health')).toEqual({
        status: 503,
        body: { status: 'unavailable', database: api.kind, files: 'unavailable', message: 'The file store cannot be reached just now.' },
      });
      expect(await api.get('visitor', '/api/health/ready')).toEqual({ status: 200, body: { status: 'ready' } });
    } finally {
      await s3.start();
    }
    const after = await newPhoto(ute.id);
    expect(after.status).toBe(200);
    expect((await api.app.inject({ url: after.body.image_url })).statusCode).toBe(200);
  });

  it('logs what failed but neither the credentials nor a signature, even when they are refused', async () => {
    const wrong = { AWS_ACCESS_KEY_ID: 'AKIAWRONGKEYNEVERLOGGED', AWS_SECRET_ACCESS_KEY: 'a-wrong-secret-that-must-not-be-logged' };
    const kept = { AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY };
    Object.assign(process.env, wrong);
    const refused = await startApi({ s3: s3.config }, { logger });
    try {
      const model = await insertModel(refused);
      const ute = await insertVehicle(refused, refused.ids.owner, model.id);
      const answer = await sendForm(refused, 'owner', `/api/vehicles/vehicle/${ute.id}`, { image: await photo() }, 'PUT');
      expect(answer).toEqual({ status: 503, body: { message: CANNOT_STORE } });
    } finally {
      Object.assign(process.env, kept);
      await refused.close();
    }
    const log = lines.join('');
    expect(log).toContain('a file could not be stored');
    for (const secret of [...Object.values(wrong), ...Object.values(kept), 'Signature=', 'X-Amz-Signature']) expect(log).not.toContain(secret);
    // The multipart parser's trace of its options carried the request's headers.
    expect(log).not.toMatch(/Bearer [\w-]{20,}/);
  });
});
