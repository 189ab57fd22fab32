// The back office's Content section (issue 9 item 3): staff upload an owner's manual and a vehicle
// picture for a model code from the catalogue, edit a how-to video in its own dialog, and see each
// listed in its tab; a file of the wrong kind is refused under its field before anything is sent.
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { CONTENT_TYPES } from '../../shared/content.ts';
import { openAsAdmin } from './support/admin-session.ts';
import { adminSession, apiJson, choose, rowOf } from './support/catalogue.ts';
import { DESKTOP, PHONE, makeModel, saveContent } from './support/garage.ts';
import { tag } from './support/onboarding.ts';
import { picture } from './support/pictures.ts';

test.use({ viewport: DESKTOP });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const notice = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('staff upload a manual and a picture, edit a video, and see each listed', async ({ page, request, playwright }) => {
  const session = await adminSession(playwright);
  const modelLine = `Content${tag()}`;
  const model = await makeModel(session.api, modelLine);
  const category = `Towing ${tag()}`;
  await saveContent(session.api, {
    type: CONTENT_TYPES.videoCategory,
    name: category,
    document_key: `video-category-${category}`.toLowerCase().replace(/\s/g, '-'),
    elements: { name: category, order: 9 },
  });
  const videoName = `${model.name} tour`;
  await saveContent(session.api, {
    type: CONTENT_TYPES.video,
    name: videoName,
    document_key: `video-e2e-${model.code}`.toLowerCase(),
    elements: {
      model: modelLine,
      videoTitle: videoName,
      videoUrl: 'https://vimeo.com/76979871',
      disclaimer: 'Old words.',
      thumbnail: { url: '/images/model-placeholder.svg' },
      default: false,
      categories: [],
    },
  });
  const codeOption = new RegExp(`\\(${model.code}\\)$`);

  await openAsAdmin(page, request, '/content');
  await expect(page.getByRole('heading', { name: 'Content documents' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['All', 'Vehicle images', 'Owner’s manuals', 'How-to videos', 'Video categories']);

  // An owner's manual: a file that is not a PDF is refused before sending, then the PDF goes.
  await page.getByRole('button', { name: 'Upload an owner’s manual' }).click();
  const manual = dialog(page, 'Upload an owner’s manual');
  await manual.getByRole('combobox', { name: 'Model code' }).fill(model.code);
  await page.getByRole('option', { name: codeOption }).click();
  await manual.getByRole('textbox', { name: 'Title' }).fill(`${modelLine} handbook`);
  await manual.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a manual') });
  await expect(manual.getByText('A manual must be a PDF file.')).toBeVisible();
  await manual.locator('input[type=file]').setInputFiles({ name: 'handbook.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(manual.getByText('A manual must be a PDF file.')).toHaveCount(0);
  await picture(page, 'content-manual-dialog-1280.png');
  await manual.getByRole('button', { name: 'Upload' }).click();
  await expect(notice(page, `“${modelLine} handbook” was saved.`)).toBeVisible();
  await expect(manual).toBeHidden();
  await tab(page, 'Owner’s manuals').click();
  const manualRow = rowOf(page, `${modelLine} handbook`);
  await expect(manualRow).toContainText(CONTENT_TYPES.ownerManual);
  const pdfHref = await manualRow.getByRole('link', { name: /PDF/ }).getAttribute('href');
  const pdf = await request.get(pdfHref!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // A vehicle picture in one of the code's colours, stored at 528x297.
  await page.getByRole('button', { name: 'Upload a vehicle image' }).click();
  const image = dialog(page, 'Upload a vehicle image');
  await image.getByRole('combobox', { name: 'Model code' }).fill(model.code);
  await page.getByRole('option', { name: codeOption }).click();
  await image.getByRole('combobox', { name: 'Colour' }).click();
  await page.getByRole('option', { name: `Crystal Black (${model.colourCode})` }).click();
  const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#14213d' } })
    .jpeg()
    .toBuffer();
  await image.locator('input[type=file]').setInputFiles({ name: 'black.jpg', mimeType: 'image/jpeg', buffer: photo });
  await image.getByRole('button', { name: 'Upload' }).click();
  await expect(image).toBeHidden();
  await tab(page, 'Vehicle images').click();
  const pictureRow = rowOf(page, `${model.code} Crystal Black`);
  const preview = pictureRow.getByRole('img', { name: /^Picture of/ });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(528);

  // The video: its own dialog, not the JSON form; a new title, a category, a thumbnail, the default flag.
  await tab(page, 'How-to videos').click();
  await page.getByRole('button', { name: `Edit ${videoName}` }).click();
  const video = dialog(page, `Edit ${videoName}`);
  await expect(video.getByRole('textbox', { name: 'Title' })).toHaveValue(videoName);
  await expect(video.getByRole('img', { name: 'Current thumbnail' })).toBeVisible();
  await video.getByRole('textbox', { name: 'Title' }).fill(`${videoName}, updated`);
  await video.getByRole('textbox', { name: 'Disclaimer' }).fill('For illustration only.');
  await choose(video, 'Categories', category);
  await video.getByRole('checkbox', { name: /Plays first/ }).check();
  const thumbnail = await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#c8102e' } })
    .png()
    .toBuffer();
  await video.locator('input[type=file][accept="image/*"]').setInputFiles({ name: 'thumb.png', mimeType: 'image/png', buffer: thumbnail });
  await picture(page, 'content-video-dialog-1280.png');
  await video.getByRole('button', { name: 'Save' }).click();
  await expect(video).toBeHidden();
  const videoRow = rowOf(page, `${videoName}, updated`);
  await expect(videoRow.getByRole('img', { name: /^Picture of/ })).toBeVisible();
  await picture(page, 'content-videos-1280.png');

  const saved = await apiJson<{ documents: { elements: { categories: string[]; default: boolean; disclaimer: string; thumbnail: { url: string } } }[] }>(
    session.api,
    `/api/content/search?type=${encodeURIComponent(CONTENT_TYPES.video)}&model=${encodeURIComponent(modelLine)}`,
  );
  expect(saved.documents[0]!.elements).toMatchObject({ categories: [category], default: true, disclaimer: 'For illustration only.' });
  const stored = await session.api.get(saved.documents[0]!.elements.thumbnail.url);
  expect(await sharp(await stored.body()).metadata()).toMatchObject({ width: 490, height: 275 });

  await page.setViewportSize(PHONE);
  await tab(page, 'Owner’s manuals').click();
  await picture(page, 'content-manuals-375.png', { fullPage: true });
  await session.api.dispose();
});
