// The owner app's public frame (docs/owner-app.md 2.1, 2.2, 2.5, 2.16, 4, 6): the header with the
// content store's logo and links, the Models mega-menu, the footer, the Dealers link of an owner
// with a dealer, on a phone and a desktop, with axe. The owner's bar and user menu, Log Out, the
// navigation guard and the page titles are in owner-session.spec.ts.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ensureOwner, OWNER, signInToGarage, signInWithForm } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { adminSession, apiJson, type Session } from './support/catalogue.ts';
import { picture } from './support/pictures.ts';
import { expectImageLoaded } from './support/screens.ts';

const RUN = Date.now().toString(36);
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };
const VIEWPORTS = [PHONE, DESKTOP];

// Models through the catalogue and Update Acoustic, as the back office makes them.
const RIDGE = `Ridge ${RUN}`; // GWM; two variants, the cheaper one not previewed
const BREEZE = `Breeze ${RUN}`; // Haval; no call-to-action text, a preview message
const HAULER = `Hauler ${RUN}`; // GWM, cheapest of all, not previewed: never in the menu
// Menu documents written straight into the content store.
const SUMMIT = `Summit ${RUN}`; // Haval, with a mega-menu picture and a link to a page of this app
const ORA = `Ora ${RUN}`; // another brand: only under All Models

const RIDGE_CTA = `Explore ${RIDGE}`;
const SUMMIT_CTA = `Discover ${SUMMIT}`;
/** The cards of this run's models as each tab lists them, cheapest first. */
const EXPECTED = { all: [BREEZE, SUMMIT_CTA, ORA, RIDGE_CTA], suvs: [BREEZE, SUMMIT_CTA], utes: [RIDGE_CTA] };
// A model's link is a web address (the schema takes nothing else); a menu document may name a page of this app.
const RIDGE_LINK = `https://www.gwmanz.example/au/ridge-${RUN}/`;
const SUMMIT_LINK = '/adminlogin';
const SUMMIT_PICTURE = '/images/favicon.svg';
const PLACEHOLDER = '/images/model-placeholder.svg';
const HEADER_LINKS = [
  { linkText: `Offers ${RUN}`, linkURL: 'https://www.gwmanz.example/au/offers/' },
  { linkText: 'Book a Service', linkURL: '/book/service' },
];

const DEALER_OWNER = { firstname: 'Dana', lastname: 'Dealer', email: `dana-${RUN}@example.com`, password: 'owner-password-2' };

const variant = (brand: 'GWM' | 'Haval', model: string, code: string, driveaway: number, extra: Record<string, unknown> = {}) => ({
  brand,
  model,
  code: `${code}-${RUN}`,
  variant: code,
  name: `${model} ${code}`,
  type: brand === 'GWM' ? 'Ute' : 'SUV',
  country: 'AU',
  transmission: '8AT',
  drivetrain: '4WD',
  image: 'https://images.example.com/m.png',
  driveaway,
  active: true,
  ...extra,
});

async function saveDocument(api: APIRequestContext, document: { type: string; name: string; document_key: string; elements: object }) {
  const { data } = await apiJson<{ data: { id: number; document_key: string }[] }>(api, '/api/contentdocuments?per_page=-1');
  const existing = data.find((d) => d.document_key === document.document_key);
  const body = { data: { ...document, published: true } };
  const response = existing ? await api.put(`/api/contentdocuments/${existing.id}`, body) : await api.post('/api/contentdocuments', body);
  expect(response.ok(), await response.text()).toBe(true);
}

async function makeMenu(api: APIRequestContext) {
  const ridgeCta = { menu_cta_text: RIDGE_CTA, menu_cta_link: RIDGE_LINK };
  for (const record of [
    variant('GWM', RIDGE, 'RG-U', 4_500_000, { preview: true, ...ridgeCta }),
    variant('GWM', RIDGE, 'RG-L', 3_900_000, { preview: false, ...ridgeCta }),
    variant('Haval', BREEZE, 'BZ', 2_900_000, { preview: true, preview_message: 'New arrival' }),
    variant('GWM', HAULER, 'HL', 2_000_000, { preview: false }),
  ]) {
    await apiJson(api, '/api/models', record);
  }
  const sync = await api.put('/api/models/sync');
  expect(sync.ok(), await sync.text()).toBe(true);

  const menuDocument = (model: string, elements: object) => ({
    type: 'C-Models',
    name: model,
    document_key: `frame-${model.toLowerCase().replace(/\W+/g, '-')}`,
    elements: { model, preview: 'Y', previewMessage: '', ...elements },
  });
  await saveDocument(api, menuDocument(SUMMIT, { brand: 'Haval', driveaway: 3_100_000, menuCtaText: SUMMIT_CTA, menuCtaLink: SUMMIT_LINK }));
  await saveDocument(api, menuDocument(ORA, { brand: 'ORA', driveaway: 3_500_000 }));
  await saveDocument(api, { type: 'Image', name: `${SUMMIT} Mega Menu`, document_key: `frame-image-${RUN}`, elements: { url: SUMMIT_PICTURE } });
  await saveDocument(api, {
    type: 'Menu',
    name: 'Menu header',
    document_key: 'menu-header',
    elements: { logo: { url: '/images/logo.svg' }, menus: { values: HEADER_LINKS } },
  });
}

async function makeDealerOwner(api: APIRequestContext) {
  const dealer = await apiJson<{ id: number }>(api, '/api/dealers', {
    name: `Frame Motors ${RUN}`,
    brand: 'GWM',
    email: 'sales@frame-motors.example.com',
    address_line_1: '1 Test Street',
    suburb: 'Testville',
    state: 'NSW',
    postcode: '2000',
    country: 'AU',
    dealer_code: `F${RUN}`,
    lng: 151.2,
    lat: -33.8,
    sales_phone: '02 5550 0001',
    service_phone: '02 5550 0002',
    dealer_hours: [],
  });
  await apiJson(api, '/api/users', { ...DEALER_OWNER, dealers_id: dealer.id, consent: true });
}

let session: Session;

test.beforeAll(async ({ playwright, request }) => {
  session = await adminSession(playwright);
  await ensureOwner(request);
  await makeMenu(session.api);
  await makeDealerOwner(session.api);
});

test.afterAll(async () => session?.api.dispose());

const modelsMenu = (page: Page) => page.getByRole('dialog', { name: 'Models' });

async function openModels(page: Page) {
  await page.getByRole('button', { name: 'Models' }).click();
  const dialog = modelsMenu(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** This run's cards in the open tab, in their order. */
async function runCards(page: Page) {
  const dialog = modelsMenu(page);
  await expect(dialog.locator('.model-card__cta').filter({ hasText: RUN }).first()).toBeVisible();
  return (await dialog.locator('.model-card__cta').allTextContents()).filter((text) => text.includes(RUN));
}

const widthOf = (viewport: { width: number }) => viewport.width;

for (const viewport of VIEWPORTS) {
  test(`the Models menu at ${widthOf(viewport)} px: previewed models only, Haval under Suvs, GWM under Utes, cheapest first`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const dialog = await openModels(page);
    const tab = (name: string) => dialog.getByRole('tab', { name });
    await expect(tab('All Models')).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('link', { name: 'Current Offers' })).toBeVisible();

    expect(await runCards(page)).toEqual(EXPECTED.all);
    await expect(dialog.getByText(HAULER)).toHaveCount(0);
    await picture(page, `frame-menu-all-${widthOf(viewport)}.png`);

    // A picture when the content store has one, else the placeholder.
    const card = (text: string) => dialog.getByRole('link').filter({ hasText: text });
    await expect(card(SUMMIT_CTA).locator('img')).toHaveAttribute('src', SUMMIT_PICTURE);
    await expect(card(BREEZE).locator('img')).toHaveAttribute('src', PLACEHOLDER);
    await expectImageLoaded(card(BREEZE).locator('img'));
    await expect(card(BREEZE)).toContainText('New arrival');
    await expect(card(SUMMIT_CTA)).toHaveAttribute('href', SUMMIT_LINK);
    await expect(card(RIDGE_CTA)).toHaveAttribute('href', RIDGE_LINK);
    await expect(card(ORA)).toHaveAttribute('href', `https://www.gwmanz.example/au/ora-${RUN}/`);

    // Every card of a tab, not only this run's, belongs to its brand.
    const search = await request.get('/api/content/search?type=C-Models&rows=9999');
    const documents = ((await search.json()) as { documents: { elements: Record<string, string> }[] }).documents;
    const brandOfCard = new Map(documents.map(({ elements: e }) => [(e.menuCtaText || e.model)!.toUpperCase(), e.brand]));
    for (const [name, brand, expected] of [
      ['Suvs', 'Haval', EXPECTED.suvs],
      ['Utes', 'GWM', EXPECTED.utes],
    ] as const) {
      await tab(name).click();
      await expect(tab(name)).toHaveAttribute('aria-selected', 'true');
      expect(await runCards(page)).toEqual(expected);
      const shown = await dialog.locator('.model-card__cta').allTextContents();
      expect(shown.map((text) => brandOfCard.get(text.toUpperCase()))).toEqual(shown.map(() => brand));
      await picture(page, `frame-menu-${name.toLowerCase()}-${widthOf(viewport)}.png`);
    }

    // The header links: in the strip on a desktop, inside the overlay on a phone.
    const overlayLinks = dialog.getByRole('navigation', { name: 'More from GWM' });
    if (viewport === PHONE) await expect(overlayLinks.getByRole('link')).toHaveText(HEADER_LINKS.map((l) => l.linkText));
    else await expect(overlayLinks).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}

test('the Models menu keeps focus inside, closes on Escape, and opens on All Models after a card was followed', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Models' });
  const dialog = await openModels(page);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog.getByRole('tab', { name: 'All Models' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('tab', { name: 'Suvs' })).toBeFocused();
  await expect(dialog.getByRole('tab', { name: 'Suvs' })).toHaveAttribute('aria-selected', 'true');
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    await expect(dialog.locator(':focus')).toHaveCount(1);
  }
  for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
  await expect(dialog.locator(':focus')).toHaveCount(1);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // Follow a card from the Suvs tab: the overlay closes, and opens again on All Models.
  await openModels(page);
  await dialog.getByRole('tab', { name: 'Suvs' }).click();
  await dialog.getByRole('link').filter({ hasText: SUMMIT_CTA }).click();
  await page.waitForURL('**/adminlogin');
  await expect(dialog).toBeHidden();
  await openModels(page);
  await expect(dialog.getByRole('tab', { name: 'All Models' })).toHaveAttribute('aria-selected', 'true');
  expect(await runCards(page)).toEqual(EXPECTED.all);
});

test('the header shows the content store’s logo and links; the footer the marketing links and the copyright line', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  const logo = page.getByRole('link', { name: 'myGWM home' }).locator('img');
  await expect(logo).toHaveAttribute('src', '/images/logo.svg');
  await expectImageLoaded(logo);
  const quickLinks = page.getByRole('navigation', { name: 'Quick links' });
  await expect(quickLinks.getByRole('link')).toHaveText(HEADER_LINKS.map((l) => l.linkText));
  await expect(quickLinks.getByRole('link', { name: 'Book a Service' })).toHaveAttribute('href', '/book/service');

  const footer = page.getByRole('contentinfo');
  for (const name of [
    'Models',
    'Enquire Now',
    'Find a Dealer',
    'Book a Test Drive',
    'Service',
    'Current Offers',
    'Ownership',
    'Roadside Assistance',
    'Warranty',
    'About GWM',
    'Media Reviews',
    'Brochures',
    'Cookies',
    'Privacy',
    'Facebook',
    'Instagram',
    'YouTube',
  ]) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', /^https:\/\/www\.[a-z]+\.example\//);
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} GWM`);
  await expect(page.getByRole('heading', { name: 'A new owner portal is under development' })).toBeVisible();
});

test('Dealers leads to the owner’s dealer when they have one', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInToGarage(page, DEALER_OWNER);
  await expect(page.getByRole('navigation', { name: 'My GWM' }).getByRole('link', { name: 'Dealers' })).toHaveAttribute('href', '/mydealer');
});

for (const viewport of VIEWPORTS) {
  test(`no serious accessibility violations at ${widthOf(viewport)} px: start page, sign-in, Models menu, garage with the bar`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'A new owner portal is under development' })).toBeVisible();
    await picture(page, `frame-start-${widthOf(viewport)}.png`, { fullPage: true });
    await expectNoSeriousViolations(page, '/');

    await openModels(page);
    await runCards(page);
    await expectNoSeriousViolations(page, 'the Models menu');
    await page.keyboard.press('Escape');

    await page.goto('/adminlogin');
    await expect(page.getByLabel('Email')).toBeVisible();
    await picture(page, `frame-sign-in-${widthOf(viewport)}.png`, { fullPage: true });
    await expectNoSeriousViolations(page, '/adminlogin');

    await signInWithForm(page, OWNER);
    await page.waitForURL('**/home');
    await expect(page.getByRole('heading', { name: 'OLIVE GARAGE' })).toBeVisible();
    await expectNoSeriousViolations(page, '/home');
    await page.getByRole('button', { name: OWNER.firstname }).click();
    await expectNoSeriousViolations(page, '/home with the user menu open');
    await picture(page, `frame-home-${widthOf(viewport)}.png`, { fullPage: true });
  });
}
