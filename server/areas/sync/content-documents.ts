// How catalogue records become content documents. Models become the menu's C-Models entries,
// one per model name (the shape the demo data and the owner app's menu use); every other
// resource becomes one document per record, its fields as the elements.
import type { EntityDescription } from '../../../shared/entity-types.ts';
import type { Row } from '../../queries/records/records.ts';
import { plainJson } from './platform.ts';
import { slug } from '../../../shared/slug.ts';
import type { ContentDocument, DocumentSet } from '../../queries/published-documents.ts';

const MODEL_KEY_PREFIX = 'model-';
/** Keyed by the model name as the demo data keys them, so a sync updates those documents. */
export const modelDocumentKey = (model: string) => `${MODEL_KEY_PREFIX}${slug(model)}`;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** The first variant giving a non-empty value: the cheapest active variant speaks for the model. */
const firstOf = (variants: Row[], field: string) => variants.map((v) => text(v[field])).find((v) => v !== '') ?? '';

function modelMenuDocument(model: string, variants: Row[]): ContentDocument {
  const active = variants.filter((v) => v.active !== false);
  const prices = active.map((v) => v.driveaway).filter((p): p is number => typeof p === 'number');
  const byPrice = [...active].sort((a, b) => ((a.driveaway as number | null) ?? Infinity) - ((b.driveaway as number | null) ?? Infinity));
  const speakers = [...byPrice, ...variants.filter((v) => !active.includes(v))];
  return {
    type: 'C-Models',
    name: model,
    document_key: modelDocumentKey(model),
    elements: {
      brand: firstOf(speakers, 'brand'),
      model,
      driveaway: prices.length ? Math.min(...prices) : null,
      menuCtaText: firstOf(speakers, 'menu_cta_text'),
      menuCtaLink: firstOf(speakers, 'menu_cta_link'),
      previewMessage: firstOf(speakers, 'preview_message'),
      preview: variants.some((v) => v.preview === true) ? 'Y' : 'N',
    },
    // A model with no active variant leaves the menu rather than showing no price.
    published: active.length > 0,
  };
}

function modelMenuDocuments(variants: Row[]): DocumentSet {
  const byKey = new Map<string, { model: string; variants: Row[] }>();
  for (const variant of variants) {
    const model = text(variant.model);
    const group = byKey.get(modelDocumentKey(model)) ?? { model, variants: [] };
    group.variants.push(variant);
    byKey.set(modelDocumentKey(model), group);
  }
  return { type: 'C-Models', keyPrefix: MODEL_KEY_PREFIX, documents: [...byKey.values()].map((g) => modelMenuDocument(g.model, g.variants)) };
}

function recordDocuments(resource: EntityDescription, records: Row[]): DocumentSet {
  const type = `C-${resource.plural.replace(/\s+/g, '')}`;
  const keyPrefix = `${resource.route}-`;
  return {
    type,
    keyPrefix,
    documents: records.map((record) => ({
      type,
      name: text(resource.titleField ? record[resource.titleField] : '') || `${resource.title} ${String(record.id)}`,
      document_key: `${keyPrefix}${String(record.id)}`,
      elements: plainJson(record),
      // A disabled dealer or inactive colour stays in the store but is not published.
      published: record.enabled !== false && record.active !== false,
    })),
  };
}

export function contentDocumentsFor(resource: EntityDescription, records: Row[]): DocumentSet {
  return resource.id === 'model' ? modelMenuDocuments(records) : recordDocuments(resource, records);
}
