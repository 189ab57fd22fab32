// The real Acoustic: publishes the same content documents as the embedded store
// (content-documents.ts) as content items of the hub's authoring API. It signs in with the API key
// (POST {url}/login/v1/basicauth, user AcousticAPIKey, which answers with the x-ibm-dx-user-auth
// cookie), finds the hub's content types by name (C-Models, C-Dealers...), then per document reads
// its item (GET /authoring/v1/content/{id}) and updates it with its rev (PUT) or creates it (POST),
// status "ready" with publish priority "now"; last it starts a publishing job (POST
// /publishing/v1/jobs) for hubs that do not publish ready items on their own. An item's id is
// derived from the document key, so each push updates the items of the one before.
import { createHash } from 'node:crypto';
import type { EntityDescription } from '../../../shared/entity-types.ts';
import type { Row } from '../../queries/records/records.ts';
import type { ContentDocument } from '../../queries/published-documents.ts';
import { contentDocumentsFor } from './content-documents.ts';
import { type CallRequest, type CallResult, type RetryPolicy, callWithRetries, jsonOf, shortText } from './http.ts';
import type { MarketingPlatform, PlatformAnswer, Refusal } from './platform.ts';

export interface AcousticSettings {
  /** The hub's API URL, tenant included: https://content-us-1.content-cms.com/api/<tenant id>. */
  apiUrl: string;
  apiKey: string;
  retry: RetryPolicy;
}

/** The user name Acoustic takes with an API key from the My Acoustic page (case-sensitive). */
export const API_KEY_USER = 'AcousticAPIKey';
const SESSION_COOKIE = 'x-ibm-dx-user-auth';
const TYPES_PAGE = 100;

/** A stable item id per document key (a name-based UUID), so a push finds what the last one made. */
export function itemId(documentKey: string): string {
  const hex = createHash('sha1').update(`mygwm:${documentKey}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** An element key as Acoustic allows them (letters and digits): menu_cta_text → menuCtaText. */
const elementKey = (field: string) => field.replace(/[_\s-]+([a-zA-Z0-9])/g, (_m, c: string) => c.toUpperCase()).replace(/[^a-zA-Z0-9]/g, '');

/** Our elements as typed Acoustic elements: text, number, toggle; lists and objects as JSON text. */
export function acousticElements(elements: Record<string, unknown>): Record<string, { elementType: string; value: unknown }> {
  const typed: Record<string, { elementType: string; value: unknown }> = {};
  for (const [field, value] of Object.entries(elements)) {
    if (value === null || value === undefined) continue;
    const elementType = typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'toggle' : 'text';
    typed[elementKey(field)] = { elementType, value: elementType === 'text' && typeof value !== 'string' ? JSON.stringify(value) : value };
  }
  return typed;
}

/** Acoustic's words in an error answer ({errors: [{message, description}]}), else the answer's start. */
function acousticReason(result: CallResult): string {
  if (!result.answered) return `Acoustic did not answer after ${result.tries} ${result.tries === 1 ? 'try' : 'tries'}: ${result.reason}`;
  const errors = (jsonOf(result.text) as { errors?: { message?: unknown; description?: unknown }[] } | undefined)?.errors;
  const words = Array.isArray(errors)
    ? errors
        .map((e) => [e?.message, e?.description].filter((w) => typeof w === 'string' && w).join(' '))
        .filter(Boolean)
        .join('; ')
    : '';
  const tries = result.tries > 1 ? ` after ${result.tries} tries` : '';
  return `Acoustic answered ${result.status}${tries}: ${words || shortText(result.text) || 'no reason given'}`;
}

const ok = (result: CallResult, ...statuses: number[]) => result.answered && statuses.includes(result.status);

export function acousticAuthoring(settings: AcousticSettings): MarketingPlatform {
  const base = settings.apiUrl.replace(/\/+$/, '');

  return {
    async publish(resource: EntityDescription, records: Row[]) {
      const answers: PlatformAnswer[] = [];
      const call = async (label: string, request: CallRequest, summary: (result: CallResult) => string) => {
        const result = await callWithRetries({ ...request, url: `${base}${request.url}` }, settings.retry);
        answers.push({ call: label, ...(result.answered ? { status: result.status } : {}), answer: summary(result), tries: result.tries });
        return result;
      };
      const said = (good: number[], words: string) => (result: CallResult) => (ok(result, ...good) ? words : acousticReason(result));

      // Sign in: without a session nothing can be sent, so the push fails with the reason.
      const authorization = `Basic ${Buffer.from(`${API_KEY_USER}:${settings.apiKey}`).toString('base64')}`;
      const login = await call(
        'POST /login/v1/basicauth',
        { method: 'POST', url: '/login/v1/basicauth', headers: { authorization } },
        said([200], 'signed in'),
      );
      if (!ok(login, 200) || !login.answered) {
        const refused = login.answered && (login.status === 401 || login.status === 403);
        throw new Error(refused ? `Acoustic refused the API key (${login.status}); check ACOUSTIC_API_KEY` : acousticReason(login));
      }
      const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0]!.trim());
      if (!cookies.some((c) => c.startsWith(`${SESSION_COOKIE}=`))) throw new Error(`Acoustic signed in without a session (no ${SESSION_COOKIE} cookie)`);
      const session = { cookie: cookies.join('; ') };

      const typeIds = await contentTypes(call, session);
      const { documents } = contentDocumentsFor(resource, records);
      const refused: Refusal[] = [];
      const sent: unknown[] = [];
      for (const document of documents) {
        const reason = await save(call, session, document, typeIds, sent);
        if (reason) refused.push({ item: `${document.name} (${document.document_key})`, reason });
      }
      if (refused.length < documents.length) {
        // Ready items publish on their own on hubs set so; a job publishes them on the others.
        await call('POST /publishing/v1/jobs', { method: 'POST', url: '/publishing/v1/jobs', headers: session, body: { mode: 'UPDATE' } }, (result) =>
          ok(result, 200, 201, 202)
            ? `publishing job ${String((jsonOf(result.answered ? result.text : '') as { id?: unknown } | undefined)?.id ?? 'started')}`
            : acousticReason(result),
        );
      }
      return { count: records.length, sent, accepted: documents.length - refused.length, refused, answers };
    },
  };
}

type Call = (label: string, request: CallRequest, summary: (result: CallResult) => string) => Promise<CallResult>;

/** The hub's content types by name, page by page; the push fails when they cannot be read. */
async function contentTypes(call: Call, session: Record<string, string>): Promise<Map<string, string>> {
  const types = new Map<string, string>();
  for (let offset = 0; ; offset += TYPES_PAGE) {
    const url = `/authoring/v1/types?limit=${TYPES_PAGE}&offset=${offset}`;
    const result = await call(`GET ${url}`, { method: 'GET', url, headers: session }, (r) => (ok(r, 200) ? 'content types read' : acousticReason(r)));
    const items = result.answered && result.status === 200 ? (jsonOf(result.text) as { items?: unknown } | undefined)?.items : undefined;
    if (!Array.isArray(items))
      throw new Error(result.answered && result.status === 200 ? 'Acoustic answered its content types in a form we cannot read' : acousticReason(result));
    for (const type of items as { id?: unknown; name?: unknown }[]) {
      if (typeof type?.id === 'string' && typeof type.name === 'string') types.set(type.name, type.id);
    }
    if (items.length < TYPES_PAGE) return types;
  }
}

/** Creates or updates one document's item; the reason when Acoustic did not take it. */
async function save(
  call: Call,
  session: Record<string, string>,
  document: ContentDocument,
  typeIds: Map<string, string>,
  sent: unknown[],
): Promise<string | undefined> {
  const typeId = typeIds.get(document.type);
  if (!typeId) return `the hub has no content type named ${document.type}, so it was not sent`;
  const id = itemId(document.document_key);
  const path = `/authoring/v1/content/${id}`;
  const current = await call(`GET ${path}`, { method: 'GET', url: path, headers: session }, (r) =>
    ok(r, 200) ? 'found' : r.answered && r.status === 404 ? 'not there yet' : acousticReason(r),
  );
  if (!ok(current, 200, 404) || !current.answered) return acousticReason(current);
  const existing = current.status === 200 ? (jsonOf(current.text) as { rev?: unknown; status?: unknown } | undefined) : undefined;
  if (current.status === 200 && typeof existing?.rev !== 'string') return 'Acoustic answered the item without its revision, so it was not updated';
  // A document the store keeps unpublished is retired once on the hub, else kept a draft.
  const status = document.published ? 'ready' : existing && existing.status !== 'draft' ? 'retired' : 'draft';
  const item = {
    id,
    name: document.name,
    typeId,
    status,
    tags: ['mygwm', document.document_key],
    elements: acousticElements(document.elements),
  };
  sent.push(item);
  const headers = { ...session, 'x-ibm-dx-publish-priority': 'now' };
  const update = (rev: unknown) =>
    call(`PUT ${path}`, { method: 'PUT', url: path, headers, body: { ...item, rev } }, (r) => (ok(r, 200) ? `updated, ${status}` : acousticReason(r)));
  let write = existing
    ? await update(existing.rev)
    : await call('POST /authoring/v1/content', { method: 'POST', url: '/authoring/v1/content', headers, body: item }, (r) =>
        ok(r, 200, 201) ? `created, ${status}` : acousticReason(r),
      );
  if (!existing && ok(write, 409)) {
    // The id is taken: a create whose answer was lost went through after all, so the item is updated with its rev.
    const made = await call(`GET ${path}`, { method: 'GET', url: path, headers: session }, (r) => (ok(r, 200) ? 'found' : acousticReason(r)));
    const rev = made.answered && made.status === 200 ? (jsonOf(made.text) as { rev?: unknown } | undefined)?.rev : undefined;
    if (typeof rev === 'string') write = await update(rev);
  }
  return ok(write, 200, 201) ? undefined : acousticReason(write);
}
