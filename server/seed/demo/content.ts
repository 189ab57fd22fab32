// The embedded content store's documents (the public menu header and one C-Models menu entry per
// model line) and the record of two earlier pushes to the marketing platforms.
import type { contentDocuments, syncRuns } from '../../generated/tables.ts';
import { modelDocumentKey } from '../../areas/sync/content-documents.ts';
import type { ModelLine } from './model-line.ts';
import { MODEL_LINES, menuLink } from './models.ts';

/** The menu entry of a model line: lowest driveaway of its variants, shown when any is previewed. */
export function modelMenuElements(line: ModelLine) {
  return {
    brand: line.brand,
    model: line.model,
    driveaway: Math.min(...line.variants.map((v) => v.driveaway)),
    menuCtaText: line.menuCtaText,
    menuCtaLink: menuLink(line),
    previewMessage: line.previewMessage ?? '',
    preview: line.variants.some((v) => v.preview ?? true) ? 'Y' : 'N',
  };
}

const MENU_LINKS: [string, string][] = [
  ['Current Offers', 'https://www.gwmanz.example/au/offers/'],
  ['Find a Dealer', 'https://www.gwmanz.example/au/dealer-locator/'],
  ['Book a Test Drive', 'https://www.gwmanz.example/au/test-drive/'],
  ['Book a Service', '/book/service'],
  ['Ownership', 'https://www.gwmanz.example/au/ownership/'],
  ['Roadside Assistance', 'https://www.gwmanz.example/au/ownership/roadside-assistance/'],
];

export const CONTENT_DOCUMENTS: (typeof contentDocuments.$inferInsert)[] = [
  {
    type: 'Menu',
    name: 'Menu header',
    document_key: 'menu-header',
    elements: { logo: { url: '/images/logo.svg' }, menus: { values: MENU_LINKS.map(([linkText, linkURL]) => ({ linkText, linkURL })) } },
    published: true,
  },
  ...MODEL_LINES.map((line) => ({
    type: 'C-Models',
    name: line.model,
    document_key: modelDocumentKey(line.model),
    elements: modelMenuElements(line),
    published: true,
  })),
];

const at = (iso: string) => new Date(iso);

export const SYNC_RUNS: (typeof syncRuns.$inferInsert)[] = [
  {
    resource: 'models',
    target: 'acoustic',
    outcome: 'succeeded',
    record_count: MODEL_LINES.length,
    accepted_count: MODEL_LINES.length,
    message: `Published ${MODEL_LINES.length} model menu documents.`,
    payload: MODEL_LINES.map(modelMenuElements),
    created_at: at('2026-11-18T23:10:04Z'),
    updated_at: at('2026-11-18T23:10:09Z'),
    finished_at: at('2026-11-18T23:10:09Z'),
  },
  {
    resource: 'dealers',
    target: 'customerio',
    outcome: 'failed',
    record_count: 0,
    message: 'Customer.io answered 503 Service Unavailable; nothing was sent. Try again later.',
    payload: [],
    created_at: at('2026-11-19T21:45:30Z'),
    updated_at: at('2026-11-19T21:45:41Z'),
    finished_at: at('2026-11-19T21:45:41Z'),
  },
];
