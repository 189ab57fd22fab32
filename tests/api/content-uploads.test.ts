// The back office's content uploads (POST /api/content/uploads): a vehicle picture and an owner's
// manual create or replace their document (the old file goes unless another document shares it);
// every refusal names its field and leaves nothing behind; administrators only.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from '../../shared/content.ts';
import { colours, contentDocuments } from '../../server/generated/tables.ts';
import { type TestApi, startApi } from './harness.ts';
import { type FormPart, sendForm } from './multipart.ts';
import { insertModel } from './owner-fixtures.ts';

let api: TestApi;
const upload = (parts: Record<string, FormPart>, as: 'admin' | 'owner' | 'api' | 'visitor' = 'admin') => sendForm(api, as, '/api/content/uploads', parts);
const file = (data: Buffer, filename: string, type = 'application/octet-stream') => ({ data, filename, type });
const photo = async () =>
  file(
    await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#1F3A5F' } })
      .png()
      .toBuffer(),
    'blue.png',
    'image/png',
  );
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');

const served = (url: string) => api.app.inject({ url });
const documentsOfType = async (type: string) => (await api.app.database.db.select().from(contentDocuments)).filter((d) => d.type === type);

beforeAll(async () => {
  api = await startApi();
  await insertModel(api, { code: 'CC6450UM2L', model: 'H6', variant: 'Lux', brand: 'Haval' });
  await api.app.database.db.insert(colours).values({ code: 'BU01', name: 'Sapphire Blue', country: 'AU' });
});
afterAll(() => api.close());

describe('POST content/uploads', () => {
  it('stores a vehicle picture at 528x297 under the model and colour codes, and the garage finds it', async () => {
    const saved = await upload({ kind: 'vehicle-image', model_code: 'CC6450UM2L', colour_code: 'BU01', file: await photo() });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.document).toMatchObject({
      document_key: 'vehicle-image-cc6450um2l-bu01',
      type: CONTENT_TYPES.vehicleImage,
      name: 'H6 CC6450UM2L Sapphire Blue',
      elements: { modelCode: 'CC6450UM2L', colourCode: 'BU01' },
    });
    const picture = await served(saved.body.url);
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ width: 528, height: 297, format: 'jpeg' });
  });

  it('replaces the picture of the same codes and removes the old file', async () => {
    const [before] = await documentsOfType(CONTENT_TYPES.vehicleImage);
    const oldUrl = (before!.elements as { image: { url: string } }).image.url;
    const again = await upload({ kind: 'vehicle-image', model_code: 'CC6450UM2L', colour_code: 'BU01', file: await photo() });
    expect(again.status).toBe(200);
    expect(await documentsOfType(CONTENT_TYPES.vehicleImage)).toHaveLength(1);
    expect(again.body.url).not.toBe(oldUrl);
    expect((await served(oldUrl)).statusCode).toBe(404);
  });

  it("stores an owner's manual with its title, or the model's own", async () => {
    const named = await upload({
      kind: 'owner-manual',
      model_code: 'CC6450UM2L',
      title: 'H6 Lux manual, 2026 edition',
      file: file(PDF, 'h6.pdf', 'application/pdf'),
    });
    expect(named.body.document.elements).toMatchObject({ modelCode: 'CC6450UM2L', title: 'H6 Lux manual, 2026 edition' });
    expect((await served(named.body.url)).headers['content-type']).toBe('application/pdf');
    const untitled = await upload({ kind: 'owner-manual', model_code: 'CC6450UM2L', file: file(PDF, 'h6.pdf', 'application/pdf') });
    expect(untitled.body.document.elements.title).toBe("H6 Lux Owner's Manual");
    expect(await documentsOfType(CONTENT_TYPES.ownerManual)).toHaveLength(1);
  });

  it('keeps a replaced picture that another code still shows (the demo shares one per model line)', async () => {
    await upload({ kind: 'vehicle-image', model_code: 'CC6450UM2L', colour_code: 'BU01', file: await photo() });
    const [shared] = await documentsOfType(CONTENT_TYPES.vehicleImage);
    const sharedUrl = (shared!.elements as { image: { url: string } }).image.url;
    await api.app.database.db.insert(contentDocuments).values({
      type: CONTENT_TYPES.vehicleImage,
      name: 'H6 sibling',
      document_key: 'vehicle-image-sibling-bu01',
      elements: { modelCode: 'SIBLING', colourCode: 'BU01', image: { url: sharedUrl } },
    });
    const replaced = await upload({ kind: 'vehicle-image', model_code: 'CC6450UM2L', colour_code: 'BU01', file: await photo() });
    expect(replaced.body.url).not.toBe(sharedUrl);
    expect((await served(sharedUrl)).statusCode).toBe(200);
  });

  it.each([
    ['an unknown kind', { kind: 'poster' }, 'kind'],
    ['no file', { kind: 'owner-manual', model_code: 'CC6450UM2L' }, 'file'],
    ['no model code', { kind: 'vehicle-image', colour_code: 'BU01', file: 'PHOTO' }, 'model_code'],
    ['an unknown model code', { kind: 'owner-manual', model_code: 'NOPE', file: 'PDF' }, 'model_code'],
    ['an unknown colour code', { kind: 'vehicle-image', model_code: 'CC6450UM2L', colour_code: 'XX99', file: 'PHOTO' }, 'colour_code'],
    ['a picture that is not an image', { kind: 'vehicle-image', model_code: 'CC6450UM2L', colour_code: 'BU01', file: 'PDF' }, 'file'],
    ['a manual that is not a PDF', { kind: 'owner-manual', model_code: 'CC6450UM2L', file: 'PHOTO' }, 'file'],
    ['a picture of 21 MB', { kind: 'vehicle-image', model_code: 'CC6450UM2L', colour_code: 'BU01', file: 'BIG' }, 'file'],
    ['a title over 200 characters', { kind: 'owner-manual', model_code: 'CC6450UM2L', title: 'x'.repeat(201), file: 'PDF' }, 'title'],
  ])('refuses %s on its field and stores nothing', async (_what, fields, field) => {
    const files = {
      PHOTO: await photo(),
      PDF: file(PDF, 'x.pdf', 'application/pdf'),
      BIG: file(Buffer.alloc(21 * 1024 * 1024), 'big.jpg', 'image/jpeg'),
    } as Record<string, FormPart>;
    const parts = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, k === 'file' ? files[v]! : v]));
    const before = await api.app.database.db.select().from(contentDocuments);
    const refused = await upload(parts);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual([field]);
    expect(refused.body.errors[field][0]).toEqual(expect.any(String));
    expect(await api.app.database.db.select().from(contentDocuments)).toEqual(before);
  });

  it('is for administrators: 401 for a visitor, 403 for an owner or an API account', async () => {
    const manual = { kind: 'owner-manual', model_code: 'CC6450UM2L', file: file(PDF, 'h6.pdf', 'application/pdf') };
    expect((await upload(manual, 'visitor')).status).toBe(401);
    expect((await upload(manual, 'owner')).status).toBe(403);
    expect((await upload(manual, 'api')).status).toBe(403);
  });

  it('answers 415 to a body that is not a multipart form', async () => {
    const json = await api.post('admin', '/api/content/uploads', { kind: 'owner-manual' });
    expect(json.status).toBe(415);
  });
});
