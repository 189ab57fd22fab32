// The audit log's integrity (GET /api/auditlog): written in the write's own transaction, so a
// failed write leaves no entry and a write whose entry cannot be kept does not stand;
// administrators only read it and nobody changes it.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../server/generated/tables.ts';
import { dealerPayload } from './fixtures.ts';
import { type Caller, type TestApi, startApi } from './harness.ts';
import { type Entry, auditTools, tag } from './audit-fixtures.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const { rowCount, createDealer } = auditTools(() => api);

describe('a failed write records nothing, and a write is never kept without its entry', () => {
  it('a refused body (422) records nothing', async () => {
    const before = await rowCount();
    expect((await api.post('admin', '/api/dealers', { ...dealerPayload(tag()), name: '' })).status).toBe(422);
    expect((await api.put('admin', '/api/dealers/999999', dealerPayload(tag()))).status).toBe(404);
    expect(await rowCount()).toBe(before);
  });

  it('a write the database refuses inside the transaction (a duplicate email) records nothing', async () => {
    const before = await rowCount();
    const reply = await api.post('admin', '/api/users', {
      firstname: 'Dup',
      lastname: 'Licate',
      email: 'OLIVE@test.example',
      mobile_phone: '0412 345 678',
      address_line_1: '1 Main St',
      suburb: 'Ultimo',
      state: 'NSW',
      postcode: '2007',
      consent: true,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(422);
    expect(await rowCount()).toBe(before);
  });

  /** Runs `body` with a deferred check that fails the commit of any dealer update, after the entry is written. */
  async function withFailingCommit(body: () => Promise<void>) {
    const { db } = api.app.database;
    await db.execute(sql`CREATE FUNCTION audit_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'forced failure at commit'; END; $$`);
    await db.execute(
      sql`CREATE CONSTRAINT TRIGGER audit_test_fail AFTER UPDATE ON dealers DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION audit_test_fail()`,
    );
    try {
      await body();
    } finally {
      await db.execute(sql`DROP TRIGGER audit_test_fail ON dealers`);
      await db.execute(sql`DROP FUNCTION audit_test_fail()`);
    }
  }

  it('a failure at commit, after the entry was written, leaves neither the change nor the entry', async () => {
    const dealer = await createDealer();
    const before = await rowCount();
    await withFailingCommit(async () => {
      expect((await api.put('admin', `/api/dealers/${dealer.id}`, { ...dealerPayload(tag()), name: 'Never Saved Motors' })).status).toBe(500);
      expect((await api.get('admin', `/api/dealers/restore/${dealer.id}`)).status).toBe(500);
    });
    expect(await rowCount()).toBe(before);
    expect((await api.get('admin', `/api/dealers/${dealer.id}`)).body.name).toBe(dealer.name);
  });

  it('an entry that cannot be written undoes the change it records', async () => {
    const { db } = api.app.database;
    const dealer = await createDealer();
    await db.execute(sql`CREATE FUNCTION audit_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit entry refused'; END; $$`);
    await db.execute(sql`CREATE TRIGGER audit_test_refuse BEFORE INSERT ON audit_entries FOR EACH ROW EXECUTE FUNCTION audit_test_refuse()`);
    try {
      expect((await api.put('admin', `/api/dealers/${dealer.id}`, { ...dealerPayload(tag()), name: 'Unrecorded Motors' })).status).toBe(500);
      expect((await api.del('admin', `/api/dealers/${dealer.id}`)).status).toBe(500);
      expect((await api.post('admin', '/api/users/api', { firstname: 'Unrecorded feed' })).status).toBe(500);
    } finally {
      await db.execute(sql`DROP TRIGGER audit_test_refuse ON audit_entries`);
      await db.execute(sql`DROP FUNCTION audit_test_refuse()`);
    }
    const read = await api.get('admin', `/api/dealers/${dealer.id}`);
    expect(read.body).toMatchObject({ name: dealer.name, enabled: true });
    expect((await api.get('admin', '/api/users/api')).body.map((u: { firstname: string }) => u.firstname)).not.toContain('Unrecorded feed');
  });
});

describe('reading the log', () => {
  it('lists newest first and finds by person, record type, record id, action and time', async () => {
    const dealer = await createDealer();
    await api.put('admin', `/api/dealers/${dealer.id}`, { ...dealerPayload(tag()), name: 'Searchable Motors' });
    const all = (await api.get('admin', '/api/auditlog?per_page=-1')).body.data as Entry[];
    const times = all.map((e) => Date.parse(String(e.created_at)));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const mine = await api.get('admin', `/api/auditlog?q=ADMIN@TEST&entity=dealer&record_id=${dealer.id}`);
    expect(mine.body.data.map((e: Entry) => e.action)).toEqual(['update', 'create']);
    expect((await api.get('admin', `/api/auditlog?q=configurator@api&entity=dealer&record_id=${dealer.id}`)).body.total).toBe(0);
    expect((await api.get('admin', `/api/auditlog?entity=dealer&record_id=${dealer.id}&action=create`)).body.total).toBe(1);

    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    expect((await api.get('admin', `/api/auditlog?record_id=${dealer.id}&entity=dealer&from=${iso(now - 60_000)}&to=${iso(now + 60_000)}`)).body.total).toBe(2);
    expect((await api.get('admin', `/api/auditlog?record_id=${dealer.id}&entity=dealer&to=${iso(now - 3_600_000)}`)).body.total).toBe(0);
    expect((await api.get('admin', `/api/auditlog?record_id=${dealer.id}&entity=dealer&from=${iso(now + 60_000)}`)).body.total).toBe(0);
    const today = iso(now).slice(0, 10);
    expect((await api.get('admin', `/api/auditlog/count?record_id=${dealer.id}&entity=dealer&from=${today}&to=${today}`)).body.count).toBe(2);
    expect((await api.get('admin', '/api/auditlog?from=yesterday')).status).toBe(422);

    const one = await api.get('admin', `/api/auditlog/${mine.body.data[0].id}`);
    expect(one.body).toMatchObject({ action: 'update', after: { name: 'Searchable Motors' } });
  });

  it.each([
    ['owner', 403],
    ['api', 403],
    ['visitor', 401],
  ] as [Caller, number][])('answers %s with %i on every read', async (as, status) => {
    for (const url of ['/api/auditlog', '/api/auditlog/1', '/api/auditlog/search?q=a', '/api/auditlog/searchWithPagination?q=a', '/api/auditlog/count']) {
      expect((await api.get(as, url)).status, url).toBe(status);
    }
  });

  it('has no route that adds, changes or deletes an entry', async () => {
    const [entry] = await api.app.database.db.select().from(auditEntries).limit(1);
    for (const [method, url] of [
      ['POST', '/api/auditlog'],
      ['PUT', `/api/auditlog/${entry!.id}`],
      ['PATCH', `/api/auditlog/${entry!.id}`],
      ['DELETE', `/api/auditlog/${entry!.id}`],
      ['POST', `/api/auditlog/${entry!.id}?_method=PUT`],
    ] as const) {
      const reply = await api.call('admin', method, url, { action: 'delete', actor_email: 'someone@else.example' });
      expect(reply.status, `${method} ${url}`).toBe(404);
    }
    const [still] = await api.app.database.db.select().from(auditEntries).where(eq(auditEntries.id, entry!.id));
    expect(still).toEqual(entry);
  });

  it('the database itself refuses to change or delete an entry', async () => {
    const { db } = api.app.database;
    const [entry] = await db.select().from(auditEntries).limit(1);
    await expect(db.update(auditEntries).set({ actor_email: 'someone@else.example' }).where(eq(auditEntries.id, entry!.id))).rejects.toThrow();
    await expect(db.delete(auditEntries).where(eq(auditEntries.id, entry!.id))).rejects.toThrow();
    await expect(db.execute(sql`TRUNCATE audit_entries`)).rejects.toThrow();
    expect((await db.select().from(auditEntries).where(eq(auditEntries.id, entry!.id)))[0]).toEqual(entry);
  });
});
