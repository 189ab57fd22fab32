// The model menu of docs/owner-app.md 2.5 as data: which C-Models documents it shows (preview
// Y only), under which tab (Haval under Suvs, GWM under Utes, any other brand only under All
// Models), in which order (lowest driveaway first) and what each card says, shows and opens.
import { CONTENT_TYPES } from '../../../../shared/content.ts';
import type { Brand, ContentItem } from '../../../../shared/generated/types.ts';
import { slug } from '../../../../shared/slug.ts';
import { modelPageUrl } from '../../shell/marketing-links.ts';

export type MenuTab = 'ALL' | 'SUV' | 'UTE';
export type MenuGroup = 'SUV' | 'UTE' | 'OTHER';

export const MENU_TABS: { tab: MenuTab; label: string }[] = [
  { tab: 'ALL', label: 'All Models' },
  { tab: 'SUV', label: 'Suvs' },
  { tab: 'UTE', label: 'Utes' },
];

export interface MenuModel {
  id: string;
  model: string;
  group: MenuGroup;
  /** Cents: the lowest driveaway price of the model's variants (Update Acoustic works it out). */
  driveaway: number | null;
  ctaText: string;
  link: string;
  previewMessage: string;
  /** The model's mega-menu picture, or null for the placeholder. */
  image: string | null;
}

const BRAND_GROUPS: Record<Lowercase<Brand>, MenuGroup> = { haval: 'SUV', gwm: 'UTE' };

export const groupOf = (brand: string): MenuGroup => BRAND_GROUPS[brand.trim().toLowerCase() as Lowercase<Brand>] ?? 'OTHER';

/** The content store's pictures are documents of this type; `elements.url` is the file. */
export const IMAGE_DOCUMENT_TYPE = CONTENT_TYPES.menuImage;
/**
 * A model's menu picture is the image named after it plus this suffix, in any case and
 * spacing, with or without a file extension: "Cannon Alpha Mega Menu", "cannon-alpha-mega-menu.jpg".
 */
const MEGA_MENU_SUFFIX = '-mega-menu';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function amount(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/** The menu pictures among image documents, by the slug of the model they belong to. */
export function menuImages(documents: ContentItem[]): Map<string, string> {
  const images = new Map<string, string>();
  for (const { name, elements } of documents) {
    const key = slug(name.replace(/\.[a-z0-9]+$/i, ''));
    const url = text(elements.url);
    if (url && key.endsWith(MEGA_MENU_SUFFIX)) images.set(key.slice(0, -MEGA_MENU_SUFFIX.length), url);
  }
  return images;
}

function toMenuModel({ id, name, elements }: ContentItem, images: Map<string, string>): MenuModel {
  const model = text(elements.model) || name;
  return {
    id,
    model,
    group: groupOf(text(elements.brand)),
    driveaway: amount(elements.driveaway),
    ctaText: text(elements.menuCtaText) || model,
    link: text(elements.menuCtaLink) || modelPageUrl(model),
    previewMessage: text(elements.previewMessage),
    image: images.get(slug(model)) ?? null,
  };
}

const byDriveaway = (a: MenuModel, b: MenuModel) => (a.driveaway ?? Infinity) - (b.driveaway ?? Infinity) || a.model.localeCompare(b.model);

/** The cards of the menu, cheapest first; a model without a price goes last. */
export function menuModels(documents: ContentItem[], images: Map<string, string>): MenuModel[] {
  return documents
    .filter((document) => text(document.elements.preview).toUpperCase() === 'Y')
    .map((document) => toMenuModel(document, images))
    .sort(byDriveaway);
}

/** All Models shows every card, "other" brands included; Suvs and Utes show their own group. */
export const modelsOfTab = (models: readonly MenuModel[], tab: MenuTab) => (tab === 'ALL' ? models : models.filter((m) => m.group === tab));
