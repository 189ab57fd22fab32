// The owner's vehicles (docs/owner-app.md 2.9, 2.11, 7; docs/decisions.md): each with model, catalogue
// colour, warranty, picture and manual; nickname and photo changes, with nothing half-saved.
// Another owner's vehicle answers 404 and reveals nothing.
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTENT_TYPES } from '../../shared/content.ts';
import { colours, contentDocuments, vehicles } from '../../server/generated/tables.ts';
import { type TestApi, startApi } from './harness.ts';
import { type FormPart, sendForm } from './multipart.ts';
import { insertModel, insertVehicle } from './owner-fixtures.ts';

let api: TestApi;
let ute: { id: number; registration: string };
let steed: { id: number };
let oscars: { id: number };

const MB = 1024 * 1024;

/** A readable JPEG padded to `bytes` (decoders ignore what follows the image). */
async function jpegOf(bytes: number): Promise<Buffer> {
  const image = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toBuffer();
  return Buffer.concat([image, Buffer.alloc(Math.max(0, bytes - image.length))]);
}

const upload = (id: number, parts: Record<string, FormPart>, as: 'owner' | 'other' = 'owner', method: 'POST' | 'PUT' = 'POST') =>
  sendForm(api, as, `/api/vehicles/vehicle/${id}`, parts, method);

beforeAll(async () => {
  api = await startApi();
  const db = api.app.database.db;
  const cannon = await insertModel(api, { code: 'CANNON1', model: 'Cannon Alpha', variant: 'Ultra', brand: 'GWM', engine: '2.4L turbo diesel' });
  const steedModel = await insertModel(api, { code: 'STEED1', model: 'Steed', variant: 'Cab chassis', brand: 'GWM' });
  await db.insert(colours).values([{ code: 'GY01', name: 'Lunar Grey', type: 'Premium', country: 'AU' }]);
  await db.insert(contentDocuments).values([
    {
      type: CONTENT_TYPES.vehicleImage,
      name: 'Cannon Alpha grey',
      document_key: 'vehicle-image-CANNON1-GY01',
      elements: { modelCode: 'CANNON1', colourCode: 'GY01', image: { url: '/api/files/content/cannon-grey.jpg' } },
    },
    {
      type: CONTENT_TYPES.ownerManual,
      name: 'Cannon Alpha manual',
      document_key: 'owner-manual-CANNON1',
      elements: { modelCode: 'CANNON1', title: "Cannon Alpha Owner's Manual", file: { url: '/api/files/manuals/cannon.pdf' } },
    },
    {
      type: CONTENT_TYPES.ownerManual,
      name: 'Unpublished',
      document_key: 'owner-manual-STEED1',
      elements: { modelCode: 'STEED1', title: 'Draft', file: { url: '/x.pdf' } },
      published: false,
    },
  ]);
  ute = await insertVehicle(api, api.ids.owner, cannon.id, { colour_code: 'GY01', registration_date: '2024-02-29', nickname: 'The Alpha' });
  steed = await insertVehicle(api, api.ids.owner, steedModel.id, { colour_code: 'ZZ99', registration_date: '2023-05-10', nickname: null });
  oscars = await insertVehicle(api, api.ids.other, cannon.id);
});
afterAll(() => api.close());
afterEach(() => vi.restoreAllMocks());

describe('GET vehicles/user and vehicles/vehicle/{id}', () => {
  it("answers the owner's vehicles with model, catalogue colour, warranty, picture and manual", async () => {
    const garage = await api.get('owner', '/api/vehicles/user');
    expect(garage.status).toBe(200);
    expect(garage.body.map((v: { id: number }) => v.id)).toEqual([ute.id, steed.id]);
    expect(garage.body[0]).toMatchObject({
      nickname: 'The Alpha',
      registration: ute.registration,
      model: { brand: 'GWM', model: 'Cannon Alpha', variant: 'Ultra', code: 'CANNON1', engine: '2.4L turbo diesel' },
      colour: { code: 'GY01', name: 'Lunar Grey', type: 'Premium' },
      // Australia: 7 years; 29 February lands on the last day of February.
      warranty_expiry_date: '2031-02-28',
      image_url: '/api/files/content/cannon-grey.jpg',
      has_own_image: false,
      manual: { title: "Cannon Alpha Owner's Manual", url: '/api/files/manuals/cannon.pdf' },
    });
  });

  it('gives the Steed 5 years of warranty, no picture for an unknown colour and no unpublished manual', async () => {
    const one = await api.get('owner', `/api/vehicles/vehicle/${steed.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ nickname: null, warranty_expiry_date: '2028-05-10', image_url: null, manual: null, colour: { code: 'ZZ99' } });
  });

  it('gives an owner in New Zealand 5 years', async () => {
    const nz = await api.get('other', `/api/vehicles/vehicle/${oscars.id}`);
    expect(nz.body.warranty_expiry_date).toBe('2029-03-01');
  });

  it("answers 404 for another owner's vehicle exactly as for one that does not exist", async () => {
    const theirs = await api.get('owner', `/api/vehicles/vehicle/${oscars.id}`);
    const none = await api.get('owner', '/api/vehicles/vehicle/999999');
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(none.body);
    expect((await api.put('owner', `/api/vehicles/vehicle/${oscars.id}`, { nickname: 'mine now' })).status).toBe(404);
    expect((await upload(oscars.id, { nickname: 'x' })).status).toBe(404);
  });

  it('is for signed-in people: 401 for a visitor, 403 for an API account; staff pass and see their own (none)', async () => {
    expect((await api.get('visitor', '/api/vehicles/user')).status).toBe(401);
    expect((await api.get('api', '/api/vehicles/user')).status).toBe(403);
    expect(await api.get('admin', '/api/vehicles/user')).toEqual({ status: 200, body: [] });
  });
});

describe('PUT vehicles/vehicle/{id}', () => {
  it('changes the nickname by JSON, trims it and clears it when empty', async () => {
    const renamed = await api.put('owner', `/api/vehicles/vehicle/${steed.id}`, { nickname: '  Workhorse  ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.nickname).toBe('Workhorse');
    expect((await api.get('owner', `/api/vehicles/vehicle/${steed.id}`)).body.nickname).toBe('Workhorse');
    expect((await api.put('owner', `/api/vehicles/vehicle/${steed.id}`, { nickname: '' })).body.nickname).toBeNull();
  });

  it('refuses a nickname over 60 characters, by JSON or form, and keeps the old one', async () => {
    const long = await api.put('owner', `/api/vehicles/vehicle/${ute.id}`, { nickname: 'x'.repeat(61) });
    expect(long.status).toBe(422);
    expect(long.body.errors.nickname).toEqual(['A nickname can be at most 60 characters.']);
    const byForm = await upload(ute.id, { _method: 'PUT', nickname: 'y'.repeat(61) });
    expect(byForm.status).toBe(422);
    expect(byForm.body.errors).toEqual({ nickname: ['A nickname can be at most 60 characters.'] });
    expect((await api.put('owner', `/api/vehicles/vehicle/${ute.id}`, { nickname: 42 })).body.errors.nickname).toEqual(['The nickname must be text.']);
    expect((await api.get('owner', `/api/vehicles/vehicle/${ute.id}`)).body.nickname).toBe('The Alpha');
  });

  it('takes a nickname of exactly 60 characters by a multipart PUT', async () => {
    const sixty = 'n'.repeat(60);
    const saved = await upload(steed.id, { nickname: sixty }, 'owner', 'PUT');
    expect(saved.status).toBe(200);
    expect(saved.body.nickname).toBe(sixty);
  });

  it('takes a photo of 19 MB with POST _method=PUT, kept as 528x297 and served first', async () => {
    const saved = await upload(ute.id, {
      _method: 'PUT',
      nickname: 'Silver bullet',
      image: { data: await jpegOf(19 * MB), filename: 'ute.jpg', type: 'image/jpeg' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ nickname: 'Silver bullet', has_own_image: true });
    expect(saved.body.image_url).toMatch(/^\/api\/files\/vehicle-photos\/[0-9a-f]{32}\.jpg$/);
    const photo = await api.app.inject({ method: 'GET', url: saved.body.image_url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ width: 528, height: 297, format: 'jpeg' });
  });

  it('replaces a photo and removes the old file', async () => {
    const before = (await api.get('owner', `/api/vehicles/vehicle/${ute.id}`)).body.image_url as string;
    const replaced = await upload(ute.id, { _method: 'PUT', file: { data: await jpegOf(0), filename: 'again.jpg', type: 'image/jpeg' } });
    expect(replaced.status).toBe(200);
    expect(replaced.body.image_url).not.toBe(before);
    expect((await api.app.inject({ method: 'GET', url: before })).statusCode).toBe(404);
  });

  it('refuses a photo of 21 MB with the spec message and saves nothing, the nickname included', async () => {
    const before = (await api.get('owner', `/api/vehicles/vehicle/${ute.id}`)).body;
    const stored = vi.spyOn(api.app.files, 'put');
    const refused = await upload(ute.id, {
      _method: 'PUT',
      nickname: 'Should not stick',
      image: { data: await jpegOf(21 * MB), filename: 'big.jpg', type: 'image/jpeg' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ image: ['Image size needs to be less than 20 MB'] });
    expect((await api.get('owner', `/api/vehicles/vehicle/${ute.id}`)).body).toEqual(before);
    expect(stored).not.toHaveBeenCalled();
  });

  it('refuses a file that is not an image with a clear message and saves nothing', async () => {
    const before = (await api.get('owner', `/api/vehicles/vehicle/${ute.id}`)).body;
    const stored = vi.spyOn(api.app.files, 'put');
    const refused = await upload(ute.id, {
      _method: 'PUT',
      nickname: 'Nope',
      image: { data: Buffer.from('%PDF-1.4 not a photo'), filename: 'photo.jpg', type: 'image/jpeg' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.image).toEqual(['This file is not an image we can read. Please choose a JPEG, PNG, WebP, GIF or HEIC photo.']);
    expect((await api.get('owner', `/api/vehicles/vehicle/${ute.id}`)).body).toEqual(before);
    expect(stored).not.toHaveBeenCalled();
  });

  it('leaves no new file and keeps the old photo when the database change fails', async () => {
    const before = (await api.get('owner', `/api/vehicles/vehicle/${ute.id}`)).body;
    const stored = vi.spyOn(api.app.files, 'put');
    // Only the vehicle's update fails: the server's own work meanwhile (a session's last use, the
    // mail sender) goes on as usual.
    const db = api.app.database.db;
    const update = db.update.bind(db);
    vi.spyOn(db, 'update').mockImplementation(((table: Parameters<typeof update>[0]) => {
      if (table === vehicles) throw new Error('the database went away');
      return update(table);
    }) as typeof db.update);
    const failed = await upload(ute.id, { _method: 'PUT', nickname: 'Lost', image: { data: await jpegOf(0), filename: 'ute.jpg', type: 'image/jpeg' } });
    expect(failed.status).toBe(500);
    expect(JSON.stringify(failed.body)).not.toContain('went away');
    const newKey = stored.mock.calls[0]![0];
    expect(await api.app.files.stat(newKey)).toBeUndefined();
    expect((await api.get('owner', `/api/vehicles/vehicle/${ute.id}`)).body).toEqual(before);
    expect((await api.app.inject({ method: 'GET', url: before.image_url })).statusCode).toBe(200);
  });

  it('refuses a multipart POST without _method=PUT, saving nothing', async () => {
    const refused = await upload(ute.id, { nickname: 'x' });
    expect(refused.status).toBe(405);
    expect(refused.body.message).toBe('Use PUT, or POST with _method=PUT, to update.');
    expect((await api.get('owner', `/api/vehicles/vehicle/${ute.id}`)).body.nickname).not.toBe('x');
  });

  it('takes a JSON nickname by POST with _method=PUT', async () => {
    const renamed = await api.post('owner', `/api/vehicles/vehicle/${ute.id}`, { nickname: 'Via POST', _method: 'PUT' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.nickname).toBe('Via POST');
  });
});
