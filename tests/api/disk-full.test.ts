// Uploads while the disk is full (issue "reliability"): the file store's writes fail with a real
// ENOSPC (they go to /dev/full). A vehicle photo and an owner's manual are refused with 507 and a
// sentence, nothing is saved (no record names a missing file, no file is left), the server goes
// on serving, and once there is room again the same upload succeeds.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISK_FULL, type FileStore, diskFileStore } from '../../server/platform/files/store.ts';
import { contentDocuments, vehicles } from '../../server/generated/tables.ts';
import { type TestApi, startApi } from './harness.ts';
import { sendForm } from './multipart.ts';
import { insertModel, insertVehicle } from './owner-fixtures.ts';

let root: string;
let full = true;
let api: TestApi;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'mygwm-full-disk-'));
  const disk = diskFileStore(root);
  const store: FileStore = { ...disk, put: (key, data) => (full ? writeFile('/dev/full', data) : disk.put(key, data)) };
  api = await startApi({}, { files: store });
});
afterAll(async () => {
  await api.close();
  rmSync(root, { recursive: true, force: true });
});

const photo = async () => ({
  data: await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2c3e50' } })
    .jpeg()
    .toBuffer(),
  filename: 'ute.jpg',
  type: 'image/jpeg',
});
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** Every file under the store's folder, part-written ones included. */
const storedFiles = () => readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

describe('uploads while the disk is full', () => {
  it('refuse a vehicle photo with 507, keep the vehicle as it was, and serve on', async () => {
    const model = await insertModel(api, { brand: 'GWM', model: 'Cannon', variant: 'Ultra' });
    const ute = await insertVehicle(api, api.ids.owner, model.id, { nickname: 'Before' });
    const refused = await sendForm(api, 'owner', `/api/vehicles/vehicle/${ute.id}`, { nickname: 'After', image: await photo() }, 'PUT');
    expect(refused).toEqual({ status: 507, body: { message: DISK_FULL } });
    const [row] = await api.app.database.db.select().from(vehicles).where(eq(vehicles.id, ute.id));
    expect(row).toMatchObject({ nickname: 'Before', my_image: null });
    expect(storedFiles()).toEqual([]);
    expect((await api.get('owner', `/api/vehicles/vehicle/${ute.id}`)).status).toBe(200);
    expect((await api.get('visitor', '/api/health')).status).toBe(200);

    full = false;
    const saved = await sendForm(api, 'owner', `/api/vehicles/vehicle/${ute.id}`, { nickname: 'After', image: await photo() }, 'PUT');
    expect(saved.status).toBe(200);
    expect((await api.app.inject({ url: saved.body.image_url })).statusCode).toBe(200);
    full = true;
  });

  it("refuse an owner's manual with 507 and make no content document", async () => {
    const model = await insertModel(api, { brand: 'Haval', model: 'H6', variant: 'Lux' });
    const refused = await sendForm(api, 'admin', '/api/content/uploads', {
      kind: 'owner-manual',
      model_code: model.code,
      file: { data: PDF, filename: 'h6.pdf', type: 'application/pdf' },
    });
    expect(refused).toEqual({ status: 507, body: { message: DISK_FULL } });
    expect(await api.app.database.db.select().from(contentDocuments)).toEqual([]);
    expect(storedFiles().filter((f) => f.parentPath.includes('manuals'))).toEqual([]);
  });
});
