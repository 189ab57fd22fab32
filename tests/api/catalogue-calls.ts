// What the tests of the catalogue API share: a valid body of each entity with fresh codes, a record
// created by the administrator, and a raw body sent without the harness encoding it as JSON.
import { expect } from 'vitest';
import { type CatalogueCase, type Payload, catalogueCases } from './fixtures.ts';
import type { TestApi } from './harness.ts';

let serial = 0;

export function catalogueCalls(api: () => TestApi) {
  const nextTag = () => `R${(serial++).toString(36)}${Date.now().toString(36).slice(-3)}`.toUpperCase();
  const payloadOf = (route: string) => catalogueCases.find((c) => c.route === route)!.payload(nextTag());

  async function create(c: CatalogueCase, overrides: Payload = {}) {
    const payload = { ...c.payload(nextTag()), ...overrides };
    const reply = await api().post('admin', `/api/${c.route}`, payload);
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return { payload, record: reply.body as Payload & { id: number } };
  }

  async function raw(method: 'POST' | 'PUT', url: string, body: string, contentType = 'application/json') {
    const response = await api().app.inject({ method, url, payload: body, headers: { ...api().authorization('admin'), 'content-type': contentType } });
    let parsed: any = response.body;
    try {
      parsed = response.json();
    } catch {
      // keep the text
    }
    return { status: response.statusCode, body: parsed, text: response.body };
  }

  return { nextTag, payloadOf, create, raw };
}
