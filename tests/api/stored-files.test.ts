// A stored file lives while a record names it: of photo changes made at once one wins and the
// others' files go; deleting a vehicle or its owner (one, or in bulk) takes the photos with it once
// the delete commits; the hourly sweep removes old files no record names and keeps the named and
// the young, one server process at a time.
import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from '../../shared/content.ts';
import { UNNAMED_FILE_GRACE_MS } from '../../server/platform/files/named-files.ts';
import { diskFileStore, newFileKey } from '../../server/platform/files/store.ts';
import { contentDocuments, vehicles } from '../../server/generated/tables.ts';
import { fileUrl } from '../../server/core/file-addresses.ts';
import { type TestApi, startApi } from './harness.ts';
import { sendForm } from './multipart.ts';
import { insertModel, insertVehicle } from './owner-fixtures.ts';
import { userBody } from './user-body.ts';

let api: TestApi;
let root: string;
let modelId: number;

beforeAll(async () => {
  // A store in a folder of our own, so the test can age its files.
  root = mkdtempSync(join(tmpdir(), 'mygwm-stored-files-'));
  api = await startApi({}, { files: diskFileStore(root) });
  modelId = (await insertModel(api)).id;
});
afterAll(async () => {
  await api.close();
  rmSync(root, { recursive: true, force: true });
});

const photo = sharp({ create: { width: 800, height: 600, channels: 3, background: '#2e86c1' } })
  .jpeg()
  .toBuffer();

const served = async (key: string) => (await api.app.inject({ method: 'GET', url: fileUrl(key) })).statusCode;
const storedIn = async (folder: string) => (await api.app.files.list()).map((file) => file.key).filter((key) => key.startsWith(`${folder}/`));
const photoOf = async (id: number) => (await api.app.database.db.select({ key: vehicles.my_image }).from(vehicles).where(eq(vehicles.id, id)))[0]?.key;

/** A vehicle of `userId` with a photo stored and named, as the garage leaves one. */
async function vehicleWithPhoto(userId: number) {
  const key = newFileKey('vehicle-photos', '.jpg');
  await api.app.files.put(key, await photo);
  const vehicle = await insertVehicle(api, userId, modelId, { my_image: key });
  return { id: vehicle.id, key };
}

describe("a vehicle's photo changed by several uploads at once", () => {
  it('keeps exactly one file, the one the vehicle names; the others are told to try again', async () => {
    const { id } = await insertVehicle(api, api.ids.owner, modelId);
    const data = await photo;
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        sendForm(api, 'owner', `/api/vehicles/vehicle/${id}`, { _method: 'PUT', image: { data, filename: 'car.jpg', type: 'image/jpeg' } }),
      ),
    );
    expect(replies.map((r) => r.status).filter((s) => s !== 200 && s !== 409)).toEqual([]);
    expect(replies.some((r) => r.status === 200)).toBe(true);
    for (const lost of replies.filter((r) => r.status === 409)) expect(lost.body.message).toMatch(/changed at the same moment/);
    const named = await photoOf(id);
    expect(await storedIn('vehicle-photos')).toEqual([named]);
    expect(await served(named!)).toBe(200);
  });
});

describe('deleting records that name photos', () => {
  it("removes a deleted vehicle's photo once the delete commits: its address answers 404", async () => {
    const { id, key } = await vehicleWithPhoto(api.ids.other);
    expect(await served(key)).toBe(200);
    expect((await api.del('admin', `/api/vehicles/${id}`)).status).toBe(200);
    expect(await served(key)).toBe(404);
  });

  it('removes the photos of vehicles deleted in bulk, and keeps them when the bulk delete is undone', async () => {
    const [first, second] = [await vehicleWithPhoto(api.ids.other), await vehicleWithPhoto(api.ids.other)];
    // One id missing undoes the whole delete: both photos stay.
    expect((await api.post('admin', '/api/vehicles/bulk', { action: 'delete', ids: [first.id, 99_999_999] })).status).toBe(404);
    expect([await served(first.key), await served(second.key)]).toEqual([200, 200]);
    expect((await api.post('admin', '/api/vehicles/bulk', { action: 'delete', ids: [first.id, second.id] })).status).toBe(200);
    expect([await served(first.key), await served(second.key)]).toEqual([404, 404]);
  });

  it("removes a deleted owner's photos of the vehicles the delete unlinks and keeps", async () => {
    const owner = await api.post('admin', '/api/users', userBody());
    expect(owner.status).toBe(201);
    const [first, second] = [await vehicleWithPhoto(owner.body.id), await vehicleWithPhoto(owner.body.id)];
    const kept = await vehicleWithPhoto(api.ids.other);
    expect((await api.del('admin', `/api/users/${owner.body.id}`)).status).toBe(200);
    expect([await served(first.key), await served(second.key)]).toEqual([404, 404]);
    expect(await served(kept.key)).toBe(200);
  });
});

describe('the sweep of files no record names', () => {
  /** A file in the store, written `age` ms ago. */
  async function storedFile(folder: string, age: number) {
    const key = newFileKey(folder, '.jpg');
    await api.app.files.put(key, await photo);
    const at = new Date(Date.now() - age);
    utimesSync(join(root, key), at, at);
    return key;
  }

  it('removes an old file no record names, and keeps the named ones and the young', async () => {
    const old = UNNAMED_FILE_GRACE_MS + 60_000;
    const unnamed = await storedFile('vehicle-photos', old);
    const young = await storedFile('content', UNNAMED_FILE_GRACE_MS / 2);
    const photo = await storedFile('vehicle-photos', old);
    await insertVehicle(api, api.ids.owner, modelId, { my_image: photo });
    const picture = await storedFile('content', old);
    await api.app.database.db.insert(contentDocuments).values({
      type: CONTENT_TYPES.vehicleImage,
      name: 'Swept picture',
      document_key: 'vehicle-image-swept',
      elements: { modelCode: 'X', colourCode: 'Y', image: { url: fileUrl(picture) } },
    });
    const modelImage = await storedFile('content', old);
    await insertModel(api, { image: fileUrl(modelImage) });

    // Two sweeps asked at once: the job's runs take turns, and the second finds nothing left.
    expect(await Promise.all([api.app.jobs.run('file-sweep'), api.app.jobs.run('file-sweep')])).toEqual([1, 0]);
    expect(await served(unnamed)).toBe(404);
    expect(await Promise.all([young, photo, picture, modelImage].map(served))).toEqual([200, 200, 200, 200]);
  });
});
