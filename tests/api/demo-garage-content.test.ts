// The demo's garage content (docs/decisions.md, "Content service"): a picture of every model code in
// each colour it is offered in, each menu model's picture, a manual per code, and the how-to
// videos with their categories and page, every file served by GET /api/files with its type.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_TYPES,
  HOW_TO_VIDEOS_PAGE,
  type OwnerManualElements,
  type VehicleImageElements,
  type VideoCategoryElements,
  type VideoElements,
  type VideosPageElements,
} from '../../shared/content.ts';
import { colours, contentDocuments, models } from '../../server/generated/tables.ts';
import type { ContentItem } from '../../shared/generated/types.ts';
import { loadDemoData } from '../../server/seed/demo-data.ts';
import { type TestApi, startApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
  await loadDemoData(api.app.database.db, api.app.files);
});
afterAll(() => api?.close());

const db = () => api.app.database.db;

describe('demo garage content', () => {
  it('gives every model code a picture in each colour it is offered in, and a manual, served with their types', async () => {
    const docs = await db().select().from(contentDocuments);
    const pictures = new Set(
      docs
        .filter((d) => d.type === CONTENT_TYPES.vehicleImage)
        .map((d) => {
          const e = d.elements as VehicleImageElements;
          return `${e.modelCode}/${e.colourCode}`;
        }),
    );
    const offered = (await db().select().from(colours)).flatMap((c) => (c.models as string[]).map((code) => `${code}/${c.code}`));
    expect([...pictures].sort()).toEqual([...new Set(offered)].sort());
    const manuals = docs.filter((d) => d.type === CONTENT_TYPES.ownerManual).map((d) => d.elements as OwnerManualElements);
    expect(manuals.map((m) => m.modelCode).sort()).toEqual((await db().select().from(models)).map((m) => m.code).sort());
    const picture = await api.app.inject({ url: (docs.find((d) => d.type === CONTENT_TYPES.vehicleImage)!.elements as VehicleImageElements).image.url });
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ width: 528, height: 297 });
    const manual = await api.app.inject({ url: manuals[0]!.file.url });
    expect(manual.headers['content-type']).toBe('application/pdf');
    expect(manual.body.startsWith('%PDF-1.4')).toBe(true);
    expect(manual.body).toContain(manuals[0]!.modelCode);
  });

  it('gives each model of the Models menu its picture, an Image named after it that a visitor can find and load', async () => {
    const menu = await api.get('visitor', '/api/content/search?type=C-Models&rows=9999');
    const images = await api.get('visitor', `/api/content/search?type=${CONTENT_TYPES.menuImage}&rows=1000`);
    const urlOf = new Map((images.body.documents as ContentItem[]).map((d) => [d.name, d.elements.url as string]));
    const models = (menu.body.documents as ContentItem[]).map((d) => d.name);
    expect(models.length).toBeGreaterThan(0);
    for (const model of models) {
      const url = urlOf.get(`${model} Mega Menu`);
      expect(url, model).toBeDefined();
      const picture = await api.app.inject({ url: url! });
      expect(picture.headers['content-type'], model).toBe('image/jpeg');
    }
    expect(new Set(models.map((model) => urlOf.get(`${model} Mega Menu`))).size).toBe(models.length);
  });

  it('has a dozen how-to videos in three categories, one default per model of the page, the default playing offline', async () => {
    const docs = await db().select().from(contentDocuments);
    const categories = docs.filter((d) => d.type === CONTENT_TYPES.videoCategory).map((d) => (d.elements as VideoCategoryElements).name);
    const videos = docs.filter((d) => d.type === CONTENT_TYPES.video).map((d) => d.elements as VideoElements);
    const page = docs.find((d) => d.document_key === HOW_TO_VIDEOS_PAGE)!.elements as VideosPageElements;
    expect(categories).toHaveLength(3);
    expect(videos).toHaveLength(12);
    expect(new Set(videos.flatMap((v) => v.categories))).toEqual(new Set(categories));
    expect(page.includedModels.map((m) => m.model).sort()).toEqual([...new Set(videos.map((v) => v.model))].sort());
    for (const { model } of page.includedModels) {
      const defaults = videos.filter((v) => v.model === model && v.default);
      expect(defaults, model).toHaveLength(1);
      const file = await api.app.inject({ url: defaults[0]!.videoUrl });
      expect(file.headers['content-type']).toBe('video/webm');
      expect(file.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    }
    const thumbnail = await api.app.inject({ url: videos[0]!.thumbnail.url });
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: 490, height: 275 });
  });
});
