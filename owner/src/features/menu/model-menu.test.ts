import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../../../../shared/generated/types.ts';
import { groupOf, menuImages, menuModels, modelsOfTab } from './model-menu.ts';

const model = (name: string, elements: Record<string, unknown>): ContentItem => ({
  id: `model-${name.toLowerCase()}`,
  name,
  type: 'C-Models',
  elements: { model: name, preview: 'Y', ...elements },
});

const DOCUMENTS = [
  model('Cannon', { brand: 'GWM', driveaway: 4_299_000, menuCtaText: 'Explore Cannon', menuCtaLink: 'https://example.com/cannon' }),
  model('Jolion', { brand: 'Haval', driveaway: 2_899_000, previewMessage: 'New' }),
  model('Ora', { brand: 'ORA', driveaway: 3_599_000 }),
  model('H6', { brand: 'haval', driveaway: 3_699_000 }),
  model('Tank 300', { brand: 'Tank', driveaway: 5_999_000, preview: 'N' }),
  model('Cannon Alpha', { brand: 'GWM', driveaway: null }),
];

describe('the model menu', () => {
  it('keeps preview Y models only, cheapest driveaway first and unpriced last', () => {
    expect(menuModels(DOCUMENTS, new Map()).map((m) => m.model)).toEqual(['Jolion', 'Ora', 'H6', 'Cannon', 'Cannon Alpha']);
  });

  it('puts Haval under Suvs, GWM under Utes, and other brands only under All Models', () => {
    const models = menuModels(DOCUMENTS, new Map());
    expect(modelsOfTab(models, 'SUV').map((m) => m.model)).toEqual(['Jolion', 'H6']);
    expect(modelsOfTab(models, 'UTE').map((m) => m.model)).toEqual(['Cannon', 'Cannon Alpha']);
    expect(modelsOfTab(models, 'ALL')).toHaveLength(5);
    expect(groupOf(' GWM ')).toBe('UTE');
    expect(groupOf('ORA')).toBe('OTHER');
    expect(groupOf('')).toBe('OTHER');
  });

  it('falls back to the model name for the call to action and to a page named after the model for the link', () => {
    const [jolion] = menuModels(DOCUMENTS, new Map());
    expect(jolion).toMatchObject({ ctaText: 'Jolion', link: 'https://www.gwmanz.example/au/jolion/', previewMessage: 'New', image: null });
    const cannon = menuModels(DOCUMENTS, new Map()).find((m) => m.model === 'Cannon');
    expect(cannon).toMatchObject({ ctaText: 'Explore Cannon', link: 'https://example.com/cannon', previewMessage: '' });
  });

  it('reads a driveaway sent as text', () => {
    const [first] = menuModels([model('Ute', { brand: 'GWM', driveaway: '1999000' })], new Map());
    expect(first!.driveaway).toBe(1_999_000);
  });

  it('finds each model’s mega-menu picture by name, in any case, spacing or file extension', () => {
    const image = (name: string, url: unknown): ContentItem => ({ id: name, name, type: 'Image', elements: { url } });
    const images = menuImages([
      image('Cannon Alpha Mega Menu', '/img/alpha.jpg'),
      image('jolion-mega-menu.png', '/img/jolion.png'),
      image('Cannon', '/img/cannon-hero.jpg'),
      image('H6 mega menu', ''),
    ]);
    expect(Object.fromEntries(images)).toEqual({ 'cannon-alpha': '/img/alpha.jpg', jolion: '/img/jolion.png' });
    const byModel = Object.fromEntries(menuModels(DOCUMENTS, images).map((m) => [m.model, m.image]));
    expect(byModel).toMatchObject({ 'Cannon Alpha': '/img/alpha.jpg', Jolion: '/img/jolion.png', Cannon: null, H6: null });
  });
});
