// The owner screens with their content from the maker's Acoustic Content hub (docs/decisions.md,
// "Systems outside ours"): a demo server started with ACOUSTIC_API_URL and ACOUSTIC_API_KEY
// pointing at a hub on loopback (tests/support/acoustic-hub.ts) shows the hub's menu header and
// model menu with its pictures, the demo owner's garage pictures and manual, and the how-to
// videos, on the same screens the embedded store fills (owner-frame, owner-garage-demo and
// owner-videos specs). The hub's cache is off here, so the hub can be filled once the demo
// owner's model and colour codes are known.
import { expect, test as base } from '@playwright/test';
import type { GarageVehicle } from '../../shared/generated/types.ts';
import { HUB_LINKS, HUB_MODELS, HUB_VIDEOS, fillHub } from '../support/acoustic-fixtures.ts';
import { type AcousticHub, startAcousticHub } from '../support/acoustic-hub.ts';
import { signInWithForm } from './support/accounts.ts';
import { startDemoServer } from './support/demo-server.ts';
import { DESKTOP } from './support/garage.ts';
import type { ServerProcess } from './support/server-process.ts';
import { expectImageLoaded } from './support/screens.ts';

const DEMO_OWNER = { email: 'liam.nguyen@example.com.au', password: 'MyGarage#2026' };

interface HubWorld {
  hub: AcousticHub;
  server: ServerProcess;
  /** The demo owner's vehicles as the API answers them once the hub is filled. */
  vehicles: GarageVehicle[];
}

async function ownerVehicles(baseURL: string): Promise<GarageVehicle[]> {
  const login = await fetch(`${baseURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO_OWNER.email, password: DEMO_OWNER.password }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  return (await (await fetch(`${baseURL}/api/vehicles/user`, { headers: { authorization: `Bearer ${token}` } })).json()) as GarageVehicle[];
}

const test = base.extend<object, { world: HubWorld }>({
  world: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern: none
    async ({}, use) => {
      const hub = await startAcousticHub();
      const server = await startDemoServer({
        ACOUSTIC_API_URL: hub.apiUrl,
        ACOUSTIC_API_KEY: 'e2e-hub-key',
        ACOUSTIC_CACHE_SECONDS: '0',
      });
      try {
        const codes = (await ownerVehicles(server.baseURL)).flatMap((v) =>
          v.model && v.colour ? [{ modelCode: v.model.code, colourCode: v.colour.code }] : [],
        );
        fillHub(hub, codes);
        await use({ hub, server, vehicles: await ownerVehicles(server.baseURL) });
      } finally {
        await server.stop();
        await hub.stop();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ world }, use) => use(world.server.baseURL),
});

const onHub = (hub: AcousticHub) => new RegExp(`^${new URL(hub.apiUrl).origin}/${hub.tenant}/dxdam/`);

test('the header and the Models menu show the hub’s logo, links, models and their pictures', async ({ page, world }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  const logo = page.getByRole('link', { name: 'myGWM home' }).locator('img');
  await expect(logo).toHaveAttribute('src', onHub(world.hub));
  await expectImageLoaded(logo);
  await expect(page.getByRole('navigation', { name: 'Quick links' }).getByRole('link')).toHaveText(HUB_LINKS.map((l) => l.linkText));

  await page.getByRole('button', { name: 'Models' }).click();
  const dialog = page.getByRole('dialog', { name: 'Models' });
  for (const model of HUB_MODELS) {
    const card = dialog.getByRole('link').filter({ hasText: new RegExp(model.menuCtaText, 'i') });
    await expect(card).toBeVisible();
    const picture = card.locator('img');
    await expect(picture).toHaveAttribute('src', new RegExp(`${onHub(world.hub).source}menu/\\d\\.svg\\?resize=677px:381px$`));
    await expectImageLoaded(picture);
  }
  await dialog.getByRole('tab', { name: 'Suvs' }).click();
  await expect(dialog.getByRole('link').filter({ hasText: /Explore H6 from the hub/i })).toBeVisible();
  await expect(dialog.getByRole('link').filter({ hasText: /Explore Cannon Alpha from the hub/i })).toHaveCount(0);
});

test('the demo owner’s garage shows a vehicle’s picture from the hub, and My vehicle its manual there', async ({ page, world }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/adminlogin');
  await signInWithForm(page, DEMO_OWNER);
  await page.waitForURL('**/home');
  // A vehicle whose picture is the content's, not a photo of the owner's own.
  const vehicle = world.vehicles.find((v) => !v.has_own_image && v.colour);
  expect(vehicle!.image_url).toMatch(onHub(world.hub));
  const name = vehicle!.nickname ?? `${vehicle!.model!.brand} ${vehicle!.model!.model} ${vehicle!.model!.variant}`;
  const picture = page.getByRole('main').getByRole('img', { name });
  await expect(picture).toHaveAttribute('src', vehicle!.image_url!);
  await expectImageLoaded(picture);

  await page.goto(`/myvehicle/${vehicle!.id}`);
  const title = `${vehicle!.model!.code} Owner's Manual from the hub`;
  const manuals = page.getByRole('table').filter({ hasText: title });
  await expect(manuals.getByRole('link', { name: `Download ${title} (PDF)` })).toHaveAttribute(
    'href',
    `${new URL(world.hub.apiUrl).origin}/${world.hub.tenant}/dxdam/manuals/${vehicle!.model!.code}.pdf`,
  );
  await expectImageLoaded(page.getByRole('main').getByRole('img', { name }));
});

test('the how-to videos: the hub’s page, its model and videos, the default one playing from the hub', async ({ page, world }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/adminlogin');
  await signInWithForm(page, DEMO_OWNER);
  await page.waitForURL('**/home');
  await page.getByRole('navigation').getByRole('link', { name: 'How to videos' }).first().click();
  await page.waitForURL('**/how-to-videos');
  await expect(page.getByRole('heading', { level: 1, name: 'How-to videos from the hub' })).toBeVisible();
  await expect(page.getByText('Short videos about your vehicle, delivered by the content hub.')).toBeVisible();
  await page.getByRole('link', { name: `Browse videos for the ${HUB_VIDEOS.model}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${HUB_VIDEOS.model} how-to videos` })).toBeVisible();
  await expect(page.locator('.videos__title')).toHaveText(HUB_VIDEOS.first);
  await expect(page.getByRole('heading', { name: 'Getting started' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Towing' })).toBeVisible();

  const video = page.locator('video');
  await expect(video).toHaveAttribute('src', onHub(world.hub));
  await video.evaluate((v: HTMLVideoElement) => (v.paused ? v.play() : undefined));
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.3);

  await page.getByRole('button', { name: HUB_VIDEOS.second }).click();
  await expect(page.locator(`iframe[title="${HUB_VIDEOS.second}"]`)).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/hubTowBar01/);
});
