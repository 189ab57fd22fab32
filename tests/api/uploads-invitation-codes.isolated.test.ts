// Owners new to the roadside-assist file get an invitation code drawn at random; a drawn code that
// another owner (or another row of the file) already has is drawn again instead of failing the file
// on the unique index. The draws are made to clash here; the real ones rarely do, but with hundreds
// of thousands of owners a large file would meet one every few dozen loads.
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../server/generated/tables.ts';
import * as secrets from '../../server/core/secrets.ts';
import { startApi, type TestApi } from './harness.ts';
import { csv, insertRowTargets, roadsideRow, upload } from './upload-files.ts';

vi.mock('../../server/core/secrets.ts', async (original) => {
  const actual = await original<typeof import('../../server/core/secrets.ts')>();
  return { ...actual, newCode: vi.fn(actual.newCode) };
});

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
  await insertRowTargets(api);
});
afterAll(() => api.close());

describe('invitation codes of a roadside-assist upload', () => {
  it('draws again a code another owner or row already has, and loads every row', async () => {
    const [taken] = await api.app.database.db.select({ code: users.invitation_code }).from(users).limit(1);
    // The first row draws an owner's code, the next two draw the same new one.
    vi.mocked(secrets.newCode).mockReturnValueOnce(taken!.code!).mockReturnValueOnce('SAMECODE').mockReturnValueOnce('SAMECODE');
    const { status, body } = await upload(api, 'roadside-users', csv([1, 2, 3].map((n) => roadsideRow(n))));
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.records.users).toMatchObject({ created: 3 });
    const emails = [1, 2, 3].map((n) => `mia.tran${n}@example.com.au`);
    const loaded = await api.app.database.db.select({ code: users.invitation_code }).from(users).where(inArray(users.email, emails));
    const codes = loaded.map((row) => row.code);
    expect(codes).toHaveLength(3);
    expect(new Set(codes).size).toBe(3);
    expect(codes).not.toContain(taken!.code);
    expect(codes.filter((code) => code === 'SAMECODE').length).toBeLessThanOrEqual(1);
  });
});
