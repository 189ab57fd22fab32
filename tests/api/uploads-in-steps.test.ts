// On the embedded database a file is merged in short steps (the file split into parts by its
// key to find each key's last row, then its records written a chunk at a time), so the server's
// other requests run between them. Here the steps are a few rows each: they must come to what
// one transaction does (the last row of a key wins, a check counts what a load writes, a second
// load changes nothing), and a page asked while a file loads is answered before the load ends.
// On PostgreSQL the same calls run as one transaction, so both paths are held to the same counts.
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStaging } from '../../server/queries/uploads/staging.ts';
import { PARTLY_WRITTEN, type StepPacing, WRITING } from '../../server/queries/uploads/merge-staged.ts';
import { INTERRUPTED, uploadRepository } from '../../server/queries/uploads/uploads.ts';
import { uploadKinds, stagedPaths } from '../../server/areas/uploads/kinds.ts';
import { loadLookups, stageFile } from '../../server/areas/uploads/stage-file.ts';
import type { RecordCounts } from '../../shared/upload-layout.ts';
import { rawRows } from '../../server/queries/records/raw-rows.ts';
import { startApi, type TestApi } from './harness.ts';
import { csv, insertRowTargets, roadsideRow } from './upload-files.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
  await insertRowTargets(api);
});
afterAll(() => api.close());

/** Steps of a few rows: 40 rows make 4 parts, and records are written 5 at a time. */
const TINY: Partial<StepPacing> = { chunkRows: 5, partRows: 10 };
const ROWS = 40;

/** Row `n` of a roadside file: 13 owners and 31 vehicles, each named again by rows far apart, the last of them `version`. */
const fileOf = (version: string) =>
  csv(
    Array.from({ length: ROWS }, (_, i) =>
      roadsideRow(i, {
        Email: `owner${i % 13}@example.com.au`,
        'Last name': `${version}${i}`,
        VIN: `LGWEF6A5XRH${String(i % 31).padStart(6, '0')}`,
        Registration: `${version.slice(0, 2).toUpperCase()}${i % 31}`,
      }),
    ),
  );

/** Uploads `file` as the route does, through a repository that merges at `pacing`; `merging` is called as the merge starts. */
async function merge(file: string, { dryRun = false, pacing = TINY, merging = () => {} } = {}): Promise<Record<string, RecordCounts>> {
  const kind = uploadKinds['roadside-users'];
  const uploads = uploadRepository(api.app.database.db, pacing);
  const id = await uploads.start({ kind: kind.layout.id, file_name: 'steps.csv', user_id: api.ids.admin, dry_run: dryRun });
  const staging = await openStaging(api.app.database, id, stagedPaths(kind));
  try {
    const staged = await stageFile(kind, Readable.from([Buffer.from(file)]), uploads, staging, id, await loadLookups(kind, uploads));
    expect(staged).toMatchObject({ rows: ROWS, rejected: 0 });
    const write = (m: Parameters<typeof kind.write>[0]) => {
      const written = kind.write(m);
      merging();
      return written;
    };
    return await uploads.merge(staging, dryRun, write, {
      actor: { id: api.ids.admin, email: 'admin@example.com', role: 'ADMIN' },
      change: (records) => ({ action: 'upload', entity: 'upload', recordId: id, after: records }),
    });
  } finally {
    await staging.close();
  }
}

const lastNames = async () =>
  rawRows<{ email: string; lastname: string; vin: string; registration: string; owner: string }>(
    api.app.database.db,
    sql`SELECT u.email, u.lastname, v.vin, v.registration, o.email AS owner
        FROM vehicles v JOIN users o ON o.id = v.user_id, users u
        WHERE u.email LIKE 'owner%' AND v.vin LIKE 'LGWEF6A5XRH%' ORDER BY u.email, v.vin`,
  );

const latestUpload = async () =>
  (await rawRows<{ status: string; message: string | null }>(api.app.database.db, sql`SELECT status, message FROM uploads ORDER BY id DESC LIMIT 1`))[0]!;

describe('a file merged in steps of a few rows', () => {
  it('counts in a check what its load then writes, each key once', async () => {
    const checked = await merge(fileOf('first'), { dryRun: true });
    expect(checked).toEqual({ users: { created: 13, updated: 0, unchanged: 0 }, vehicles: { created: 31, updated: 0, unchanged: 0 } });
    expect(await merge(fileOf('first'))).toEqual(checked);
  });

  it('keeps the last row of each key, linked to the owner its row names', async () => {
    const rows = await lastNames();
    const owners = new Map(rows.map((row) => [row.email, row.lastname]));
    // Owner k's last row is the last i below 40 with i % 13 = k; vehicle k's is the last with i % 31 = k.
    for (let k = 0; k < 13; k++) expect(owners.get(`owner${k}@example.com.au`)).toBe(`first${k + 13 * Math.floor((ROWS - 1 - k) / 13)}`);
    const vehicles = new Map(rows.map((row) => [row.vin, row]));
    for (let k = 0; k < 31; k++) {
      const last = k + 31 * Math.floor((ROWS - 1 - k) / 31);
      expect(vehicles.get(`LGWEF6A5XRH${String(k).padStart(6, '0')}`)).toMatchObject({ registration: `FI${k}`, owner: `owner${last % 13}@example.com.au` });
    }
  });

  it('changes nothing when the same file comes again, and updates only what a changed file changes', async () => {
    expect(await merge(fileOf('first'))).toEqual({ users: { created: 0, updated: 0, unchanged: 13 }, vehicles: { created: 0, updated: 0, unchanged: 31 } });
    const changed = { users: { created: 0, updated: 13, unchanged: 0 }, vehicles: { created: 0, updated: 31, unchanged: 0 } };
    expect(await merge(fileOf('second'), { dryRun: true })).toEqual(changed);
    expect(await merge(fileOf('second'))).toEqual(changed);
    expect((await lastNames()).every((row) => row.lastname.startsWith('second') && row.registration.startsWith('SE'))).toBe(true);
  });

  it('comes to the same records in steps that grow while nothing else waits', async () => {
    const changed = { users: { created: 0, updated: 13, unchanged: 0 }, vehicles: { created: 0, updated: 31, unchanged: 0 } };
    expect(await merge(fileOf('growing'), { pacing: { ...TINY, othersWaiting: () => false } })).toEqual(changed);
    expect((await lastNames()).every((row) => row.lastname.startsWith('growing') && row.registration.startsWith('GR'))).toBe(true);
  });

  it('answers a page asked while a file is written before the writing ends', async () => {
    const events: string[] = [];
    let page: Promise<number> | undefined;
    const asked = () => {
      page = api.get('admin', '/api/dealers?page=1&per_page=10').then((reply) => (events.push('page'), reply.status));
    };
    await merge(fileOf('third'), { merging: asked }).then(() => events.push('merged'));
    expect(await page).toBe(200);
    // Embedded, the merge pauses between its steps while a request is in flight, so the page comes
    // first. On PostgreSQL the page has a connection of its own beside the merge's one transaction
    // and either may end first.
    if (api.app.database.kind === 'pglite') expect(events).toEqual(['page', 'merged']);
    else expect(events.toSorted()).toEqual(['merged', 'page']);
  });

  it('says of a load stopped while it writes on the embedded database that part of the file may be in, and on PostgreSQL that none is', async () => {
    let writing: Promise<unknown> | undefined;
    await merge(fileOf('fourth'), {
      merging: () => {
        writing = latestUpload();
      },
    });
    expect(await writing).toMatchObject({ status: 'running', message: api.kind === 'pglite' ? WRITING : null });
    // The helper above never ends its records, as a server stopped mid-load would not.
    await uploadRepository(api.app.database.db).interrupted(new Date(Date.now() + 60_000));
    expect(await latestUpload()).toEqual({ status: 'interrupted', message: api.kind === 'pglite' ? PARTLY_WRITTEN : INTERRUPTED });
  });
});
