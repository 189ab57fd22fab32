// The audit log of changes to people by staff: API keys, passwords set by staff or by an
// administrator's emailed link, an administrator's own details, and none holding a secret. The
// other kinds of staff write are in audit-log.test.ts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_CHANGED, SECRET_KEPT, changedFields } from '../../shared/audit-diff.ts';
import { auditEntries, users } from '../../server/generated/tables.ts';
import { passwordResetRepository } from '../../server/queries/password-resets.ts';
import { PASSWORD, type TestApi, startApi } from './harness.ts';
import { unique } from './owner-fixtures.ts';
import { visitorAt } from './visitors.ts';
import { type Entry, auditTools } from './audit-fixtures.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const { rowCount, onlyEntryOf, byAdmin } = auditTools(() => api);

describe('changes to people record one entry each', () => {
  it('an API key created and revoked: the key recorded as set, never its value', async () => {
    let created: { data: { id: number }; api_key: string; api_username: string } | undefined;
    const made = await onlyEntryOf(async () => ({ body: created } = await api.post('admin', '/api/users/api', { firstname: 'Dealer feed' })));
    expect(made).toMatchObject({
      ...byAdmin(),
      action: 'create',
      entity: 'user',
      record_id: String(created!.data.id),
      after: { role: 'API', email: created!.api_username, password: SECRET_CHANGED },
    });
    expect(JSON.stringify(made)).not.toContain(created!.api_key);

    const revoked = await onlyEntryOf(() => api.del('admin', `/api/users/${created!.data.id}`));
    expect(revoked).toMatchObject({ action: 'delete', entity: 'user', before: { role: 'API', password: SECRET_KEPT }, after: null });
  });

  it("an owner's password set by staff: marked as changed, with neither the password nor its hash", async () => {
    const body = {
      firstname: 'Pat',
      lastname: 'Owner',
      email: `${unique('pat')}@test.example`,
      password: '',
      mobile_phone: '0412 345 678',
      address_line_1: '1 Main St',
      suburb: 'Ultimo',
      state: 'NSW',
      postcode: '2007',
      consent: true,
    };
    const { body: owner } = await api.post('admin', '/api/users', body);
    const entry = await onlyEntryOf(() => api.put('admin', `/api/users/${owner.id}`, { ...body, password: 'Brand new secret 1' }));
    const [stored] = await api.app.database.db.select({ password: users.password }).from(users).where(eq(users.id, owner.id));
    expect(entry).toMatchObject({
      action: 'update',
      entity: 'user',
      record_id: String(owner.id),
      before: { password: null },
      after: { password: SECRET_CHANGED },
    });
    expect(JSON.stringify(entry)).not.toContain('Brand new secret 1');
    expect(JSON.stringify(entry)).not.toContain(stored!.password!);
    expect(changedFields(entry.before, entry.after).map((c) => c.field)).toContain('password');

    // Saved again without a password: the hash stays and the entry says it did not change.
    const again = await onlyEntryOf(() => api.put('admin', `/api/users/${owner.id}`, { ...body, firstname: 'Patricia' }));
    expect(again).toMatchObject({ before: { password: SECRET_KEPT, firstname: 'Pat' }, after: { password: SECRET_KEPT, firstname: 'Patricia' } });
  });

  it("an administrator's password reset by the emailed link is recorded as theirs; an owner's is not", async () => {
    const resets = passwordResetRepository(api.app.database.db, 60);
    /** Issues a reset and makes the token its email would carry as it went out. */
    const issue = async (userId: number) => {
      const resetId = await resets.issue(userId);
      return (await resets.mintLink(resetId, new Date()))!.token;
    };
    const [admin] = await api.app.database.db
      .insert(users)
      .values({ firstname: 'Rae', lastname: 'Admin', email: `${unique('rae')}@test.example`, role: 'ADMIN', registered: true, invitation_code: unique('C') })
      .returning();
    const adminToken = await issue(admin!.id);
    const entry = await onlyEntryOf(() =>
      visitorAt(api).post('/api/password/reset', {
        email: admin!.email,
        token: adminToken,
        password: 'Another secret 9',
        password_confirmation: 'Another secret 9',
      }),
    );
    expect(entry).toMatchObject({
      actor_id: admin!.id,
      actor_email: admin!.email,
      actor_role: 'ADMIN',
      action: 'password',
      entity: 'user',
      record_id: String(admin!.id),
      after: { password: SECRET_CHANGED },
    });
    expect(JSON.stringify(entry)).not.toContain('Another secret 9');
    expect(JSON.stringify(entry)).not.toContain(adminToken);

    const ownerToken = await issue(api.ids.other);
    const before = await rowCount();
    const reply = await visitorAt(api).post('/api/password/reset', {
      email: 'oscar@test.example',
      token: ownerToken,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(reply.status).toBe(200);
    expect(await rowCount()).toBe(before);
  });

  it("an administrator's own details; an owner's own are not recorded", async () => {
    const details = {
      firstname: 'Ada',
      lastname: 'Lovelace',
      mobile_phone: '0400000000',
      other_phone: null,
      address_line_1: '1 Analytical St',
      suburb: 'Sydney',
      state: 'NSW',
      postcode: '2000',
    };
    const entry = await onlyEntryOf(() => api.put('admin', '/api/users/update', details));
    expect(entry).toMatchObject({
      ...byAdmin(),
      action: 'update',
      entity: 'user',
      record_id: String(api.ids.admin),
      before: { lastname: 'Admin' },
      after: { lastname: 'Lovelace' },
    });
    const before = await rowCount();
    expect((await api.put('owner', '/api/users/update', { ...details, firstname: 'Olive' })).status).toBe(200);
    expect(await rowCount()).toBe(before);
  });
});

// Last: a look over every entry the writes above recorded.
describe('no secret is stored', () => {
  it('no entry holds a password, a password hash, an API key or a token value', async () => {
    const rows = (await api.app.database.db.select().from(auditEntries)) as Entry[];
    // The entries of the people changed above: API keys, passwords and details.
    expect(rows.filter((row) => row.entity === 'user').length).toBeGreaterThanOrEqual(6);
    const hashes = (await api.app.database.db.select({ password: users.password }).from(users)).map((u) => u.password).filter((p): p is string => Boolean(p));
    const text = JSON.stringify(rows);
    for (const hash of hashes) expect(text).not.toContain(hash);
    for (const secret of [PASSWORD, 'Brand new secret 1', 'Another secret 9', '$argon2']) expect(text).not.toContain(secret);
    for (const row of rows) {
      for (const fields of [row.before, row.after]) {
        for (const [name, value] of Object.entries(fields ?? {})) {
          if (/password|token|secret|api_?key/i.test(name)) expect([SECRET_KEPT, SECRET_CHANGED, null]).toContain(value);
        }
      }
    }
  });
});
