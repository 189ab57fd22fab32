// The back office's how-to video dialog (POST /api/content/videos, PUT /api/content/videos/{key}):
// a video with an address or an uploaded file and a thumbnail stored at 490x275; one default per
// model; every problem answered under its field at once with nothing stored; files a changed
// video no longer names are removed; administrators only.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from '../../shared/content.ts';
import { contentDocuments } from '../../server/generated/tables.ts';
import { type TestApi, startApi } from './harness.ts';
import { type FormPart, sendForm } from './multipart.ts';
import { insertModel } from './owner-fixtures.ts';

let api: TestApi;
const file = (data: Buffer, filename: string, type = 'application/octet-stream') => ({ data, filename, type });
const WEBM = file(Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(64)]), 'clip.webm', 'video/webm');
const MP4 = file(Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom'), Buffer.alloc(64)]), 'clip.mp4', 'video/mp4');
const PDF = file(Buffer.from('%PDF-1.4\n%%EOF\n'), 'x.pdf', 'application/pdf');
let picture: FormPart;

const add = (parts: Record<string, FormPart>, as: 'admin' | 'owner' | 'api' | 'visitor' = 'admin') => sendForm(api, as, '/api/content/videos', parts);
const change = (key: string, parts: Record<string, FormPart>) => sendForm(api, 'admin', `/api/content/videos/${key}`, parts, 'PUT');
const video = (overrides: Record<string, FormPart> = {}): Record<string, FormPart> => ({
  model: 'H6',
  video_title: 'Pairing your phone',
  video_url: 'https://www.youtube.com/watch?v=abcdef12345',
  disclaimer: 'For illustration only.',
  default: 'false',
  categories: JSON.stringify(['Getting started']),
  thumbnail: picture,
  ...overrides,
});
const served = (url: string) => api.app.inject({ url });
const videos = async () => (await api.app.database.db.select().from(contentDocuments)).filter((d) => d.type === CONTENT_TYPES.video);
/** Keys in the file store, as the routes put and remove them. */
const kept = new Set<string>();
const storedFiles = async () => [...kept].sort();

beforeAll(async () => {
  api = await startApi();
  const { put, remove } = api.app.files;
  api.app.files.put = (key, data) => put(key, data).then(() => void kept.add(key));
  api.app.files.remove = (key) => remove(key).then(() => void kept.delete(key));
  picture = file(
    await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#7a1f2b' } })
      .png()
      .toBuffer(),
    'thumb.png',
    'image/png',
  );
  await insertModel(api, { code: 'H6LUX', model: 'H6', variant: 'Lux', brand: 'Haval' });
  await insertModel(api, { code: 'JOLPRM', model: 'Jolion', variant: 'Premium', brand: 'Haval' });
  await api.app.database.db.insert(contentDocuments).values(
    ['Getting started', 'Care and maintenance'].map((name, i) => ({
      type: CONTENT_TYPES.videoCategory,
      name,
      document_key: `video-category-${i}`,
      elements: { name, order: i + 1 },
    })),
  );
});
afterAll(() => api.close());

describe('POST content/videos', () => {
  it('adds a video with its thumbnail at 490x275, which visitors then find by model', async () => {
    const added = await add(video());
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toMatchObject({
      document_key: 'video-h6-pairing-your-phone',
      type: CONTENT_TYPES.video,
      name: 'Pairing your phone',
      published: true,
      elements: {
        model: 'H6',
        videoTitle: 'Pairing your phone',
        videoUrl: 'https://www.youtube.com/watch?v=abcdef12345',
        disclaimer: 'For illustration only.',
        default: false,
        categories: ['Getting started'],
      },
    });
    expect(await sharp((await served(added.body.elements.thumbnail.url)).rawPayload).metadata()).toMatchObject({ width: 490, height: 275, format: 'jpeg' });
    const found = await api.get('visitor', `/api/content/search?type=${encodeURIComponent(CONTENT_TYPES.video)}&model=H6&rows=1000`);
    expect(found.body.documents.map((d: { id: string }) => d.id)).toEqual(['video-h6-pairing-your-phone']);
  });

  it('stores an uploaded WebM or MP4 file as the video, served with its type', async () => {
    const webm = await add(video({ video_title: 'Starting the engine', video_url: '', video_file: WEBM }));
    expect(webm.status, JSON.stringify(webm.body)).toBe(200);
    expect((await served(webm.body.elements.videoUrl)).headers['content-type']).toBe('video/webm');
    const mp4 = await add(video({ video_title: 'Opening the bonnet', video_file: MP4 }));
    expect(mp4.body.elements.videoUrl).toMatch(/^\/api\/files\/videos\/.+\.mp4$/);
  });

  it("makes a default video its model's only default, leaving other models' defaults alone", async () => {
    await add(video({ model: 'Jolion', video_title: 'Jolion tour', default: 'true' }));
    await add(video({ video_title: 'H6 tour', default: 'true' }));
    await add(video({ video_title: 'H6 walk-around', default: 'true' }));
    const defaults = (await videos())
      .filter((v) => (v.elements as { default: boolean }).default)
      .map((v) => v.name)
      .sort();
    expect(defaults).toEqual(['H6 walk-around', 'Jolion tour']);
  });

  it.each([
    ['no model', { model: '' }, 'model'],
    ['a model the catalogue lacks', { model: 'Tank 900' }, 'model'],
    ['no title', { video_title: ' ' }, 'video_title'],
    ['a title over 200 characters', { video_title: 'x'.repeat(201) }, 'video_title'],
    ['a disclaimer over 1000 characters', { disclaimer: 'x'.repeat(1001) }, 'disclaimer'],
    ['neither an address nor a file', { video_url: '' }, 'video_url'],
    ['an address that is not https', { video_url: 'javascript:alert(1)' }, 'video_url'],
    ['a video file that is not WebM or MP4', { video_file: PDF }, 'video_file'],
    ['no thumbnail', { thumbnail: '' }, 'thumbnail'],
    ['a thumbnail that is not an image', { thumbnail: PDF }, 'thumbnail'],
    ['an unknown category', { categories: JSON.stringify(['Off-road']) }, 'categories'],
    ['categories that are not a list', { categories: 'Getting started' }, 'categories'],
    ['a default flag that is not true or false', { default: 'yes' }, 'default'],
  ])('refuses %s under its field and stores nothing', async (_what, overrides, field) => {
    const parts = Object.fromEntries(Object.entries(video({ video_title: 'Refused', ...overrides })).filter(([, v]) => v !== ''));
    const before = [await videos(), await storedFiles()];
    const refused = await add(parts as Record<string, FormPart>);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual([field]);
    expect(refused.body.errors[field][0]).toEqual(expect.any(String));
    expect([await videos(), await storedFiles()]).toEqual(before);
  });

  it('answers every problem at once', async () => {
    const refused = await add({ model: 'Tank 900', categories: '[]' });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['model', 'thumbnail', 'video_title', 'video_url']);
  });

  it('refuses a second video of the same model with the same title', async () => {
    const again = await add(video());
    expect(again.status).toBe(422);
    expect(again.body.errors.video_title).toEqual(['This model already has a video with this title.']);
  });

  it('is for administrators: 401 for a visitor, 403 for an owner or an API account', async () => {
    expect((await add(video({ video_title: 'Nope' }), 'visitor')).status).toBe(401);
    expect((await add(video({ video_title: 'Nope' }), 'owner')).status).toBe(403);
    expect((await add(video({ video_title: 'Nope' }), 'api')).status).toBe(403);
  });
});

describe('PUT content/videos/{key}', () => {
  it('changes the fields, keeps the thumbnail when none is sent, and takes a new one in place of the old', async () => {
    const { body: original } = await add(video({ video_title: 'Cleaning the cabin', video_file: WEBM }));
    const kept = await change(original.document_key, {
      ...video({ video_title: 'Cleaning the cabin well', video_url: original.elements.videoUrl, categories: JSON.stringify(['Care and maintenance']) }),
      thumbnail: '',
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body).toMatchObject({
      document_key: original.document_key,
      name: 'Cleaning the cabin well',
      elements: { thumbnail: original.elements.thumbnail, videoUrl: original.elements.videoUrl, categories: ['Care and maintenance'] },
    });

    const replaced = await change(original.document_key, video({ video_title: 'Cleaning the cabin well', video_url: 'https://vimeo.com/76979871' }));
    expect(replaced.body.elements.thumbnail.url).not.toBe(original.elements.thumbnail.url);
    expect((await served(original.elements.thumbnail.url)).statusCode).toBe(404);
    expect((await served(original.elements.videoUrl)).statusCode).toBe(404);
  });

  it('keeps a file another video still plays (the demo shares its offline video)', async () => {
    const { body: first } = await add(video({ video_title: 'Shared one', video_file: WEBM }));
    const { body: second } = await add(video({ video_title: 'Shared two', video_url: first.elements.videoUrl }));
    await change(second.document_key, video({ video_title: 'Shared two', video_url: 'https://vimeo.com/1234567' }));
    expect((await served(first.elements.videoUrl)).statusCode).toBe(200);
  });

  it('is also reached by POST with _method=PUT, and answers 404 for a key that is not a video', async () => {
    const { body } = await add(video({ video_title: 'Checking the oil' }));
    const posted = await sendForm(api, 'admin', `/api/content/videos/${body.document_key}`, {
      ...video({ video_title: 'Checking the oil level' }),
      _method: 'PUT',
    });
    expect(posted.body.name).toBe('Checking the oil level');
    expect((await change('video-category-0', video())).status).toBe(404);
  });
});
