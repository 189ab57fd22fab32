// How-to videos (docs/owner-app.md 2.15, 9): the model picker from the page's content document
// (two cards a row on a desktop, one on a phone), a model's player page with the default video
// first, the offline video really playing, another chosen by a click and by the keyboard and
// brought into view, an embedded one titled; a model without videos says so. On the demo data's
// content, read through the same API the page reads, so the test follows whatever the demo holds.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { CONTENT_TYPES, HOW_TO_VIDEOS_PAGE, type VideoElements, type VideosPageElements } from '../../shared/content.ts';
import type { ContentItem, ContentSearchResult } from '../../shared/generated/types.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { withDemoData } from './support/demo-server.ts';
import { DESKTOP, PHONE } from './support/garage.ts';
import { shootAtBothWidths } from './support/screens.ts';

const test = withDemoData;
const DEMO_OWNER = { username: 'liam.nguyen@example.com.au', password: 'MyGarage#2026' };

interface Demo {
  page: VideosPageElements;
  videos: VideoElements[];
}

async function demoContent(request: APIRequestContext): Promise<{ token: string; demo: Demo }> {
  const login = await request.post('/api/login', { data: DEMO_OWNER });
  expect(login.status(), await login.text()).toBe(200);
  const token = ((await login.json()) as { access_token: string }).access_token;
  const headers = { authorization: `Bearer ${token}` };
  const page = (await (await request.get(`/api/content/${HOW_TO_VIDEOS_PAGE}`, { headers })).json()) as ContentItem;
  const search = (await (
    await request.get(`/api/content/search?type=${encodeURIComponent(CONTENT_TYPES.video)}&rows=1000`, { headers })
  ).json()) as ContentSearchResult;
  return { token, demo: { page: page.elements as unknown as VideosPageElements, videos: search.documents.map((d) => d.elements as unknown as VideoElements) } };
}

const isEmbedded = (url: string) => /youtu\.?be|vimeo\.com/.test(url);
const thumbnail = (page: Page, title: string) =>
  page.getByRole('button', { name: new RegExp(`^(Now playing: )?${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });

test('the picker from content, then a model’s videos: the default first, the offline one playing, others chosen by click and keyboard', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { token, demo } = await demoContent(request);
  await page.addInitScript((value) => window.localStorage.setItem('access_token', value), token);
  const model = demo.page.includedModels.find(({ model: m }) => demo.videos.some((v) => v.model === m && !isEmbedded(v.videoUrl)))!;
  expect(model, 'a demo model with an offline video').toBeDefined();
  const own = demo.videos.filter((v) => v.model === model.model);

  await page.setViewportSize(DESKTOP);
  await page.goto('/home');
  await page.getByRole('navigation').getByRole('link', { name: 'How to videos' }).first().click();
  await page.waitForURL('**/how-to-videos');
  await expect(page.getByRole('heading', { level: 1, name: demo.page.largeHeader })).toBeVisible();
  await expect(page.getByText(demo.page.intro)).toBeVisible();
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^Browse videos/ }) });
  await expect(cards).toHaveCount(demo.page.includedModels.length);
  // Two a row on a desktop, one a row on a phone.
  const top = async (i: number) => (await cards.nth(i).boundingBox())!.y;
  expect(await top(1)).toBe(await top(0));
  await expectNoSeriousViolations(page, 'the how-to videos model picker');
  await shootAtBothWidths(page, 'videos-picker');
  await page.setViewportSize(PHONE);
  expect(await top(1)).toBeGreaterThan(await top(0));
  await page.setViewportSize(DESKTOP);

  await page.getByRole('link', { name: `Browse videos for the ${model.model}` }).click();
  await page.waitForURL((url) => url.searchParams.get('model') === model.model);
  await expect(page.getByRole('heading', { level: 1, name: `${model.model} how-to videos` })).toBeVisible();
  const first = own.find((v) => v.default) ?? own[0]!;
  const title = page.locator('.videos__title');
  await expect(title).toHaveText(first.videoTitle);
  await expect(thumbnail(page, first.videoTitle)).toHaveAttribute('aria-current', 'true');
  // Three thumbnails a row on a desktop, one on a phone.
  const columns = () =>
    page
      .locator('.video-group__list')
      .first()
      .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
  expect(await columns()).toBe(3);
  await page.setViewportSize(PHONE);
  expect(await columns()).toBe(1);
  await page.setViewportSize(DESKTOP);
  await expectNoSeriousViolations(page, 'the player page');
  await shootAtBothWidths(page, 'videos-player');

  // The offline video plays: its clock moves.
  const offline = own.find((v) => !isEmbedded(v.videoUrl))!;
  await page.setViewportSize(PHONE);
  await thumbnail(page, offline.videoTitle).click();
  await expect(title).toHaveText(offline.videoTitle);
  const video = page.locator('video');
  await expect(video).toBeInViewport();
  await video.evaluate((v: HTMLVideoElement) => (v.paused ? v.play() : undefined));
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.3);

  // Another by the keyboard: Enter on its thumbnail plays it and brings the player into view.
  const other = own.find((v) => v.videoTitle !== offline.videoTitle)!;
  await thumbnail(page, other.videoTitle).focus();
  await page.keyboard.press('Enter');
  await expect(title).toHaveText(other.videoTitle);
  await expect(page.locator('.player')).toBeInViewport();
  if (isEmbedded(other.videoUrl))
    await expect(page.locator(`iframe[title="${other.videoTitle}"]`)).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\//);
  else await expect(page.locator('video')).toHaveAttribute('src', other.videoUrl);
  await expect(page.locator('.videos__disclaimer')).toHaveText(other.disclaimer);
});

test('a model with no videos says so, with the way back to the models', async ({ page, request }) => {
  const { token } = await demoContent(request);
  await page.addInitScript((value) => window.localStorage.setItem('access_token', value), token);
  await page.goto('/how-to-videos?model=Model%20T');
  await expect(page.getByText('There are no how-to videos for the Model T yet.')).toBeVisible();
  await expectNoSeriousViolations(page, 'a model without videos');
  await page.getByRole('link', { name: 'Choose another model' }).click();
  await page.waitForURL((url) => url.pathname === '/how-to-videos' && !url.search);
  await expect(page.getByRole('link', { name: /^Browse videos/ }).first()).toBeVisible();
});
