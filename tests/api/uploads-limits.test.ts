// Files past the size limit are refused, whether their size is declared or found while
// streaming; a huge file with no line breaks is refused at its first "row"; a form the parser
// cannot read (no boundary, cut short) is a 400. Nothing is written.
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { uploads, vehicles } from '../../server/generated/tables.ts';
import { replyOf, startApi, type TestApi } from './harness.ts';
import { insertDealer, insertModel } from './owner-fixtures.ts';
import { csv, roadsideRow } from './upload-files.ts';

const MB = 1024 * 1024;
const BOUNDARY = 'upload-test-boundary';

/** A multipart body whose file is `size` bytes made by `fill`, produced as it is read: never held whole. */
function streamedForm(fileName: string, size: number, fill: (offset: number, length: number) => Buffer): Readable {
  async function* parts() {
    yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="user_file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`);
    for (let offset = 0; offset < size; offset += MB) yield fill(offset, Math.min(MB, size - offset));
    yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  }
  return Readable.from(parts());
}

async function send(api: TestApi, body: Readable, headers: Record<string, string> = {}) {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/users/upload',
    headers: { ...api.authorization('admin'), 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
    payload: body,
  });
  return replyOf(response);
}

const vehicleCount = async (api: TestApi) => (await api.app.database.db.select({ n: sql<number>`count(*)::int` }).from(vehicles))[0]!.n;

describe('the default limit (250 MB)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it('refuses a declared 300 MB file at once, before reading it', async () => {
    const started = Date.now();
    const reply = await send(
      api,
      streamedForm('huge.csv', 300 * MB, (_o, n) => Buffer.alloc(n, 0x41)),
      { 'content-length': String(300 * MB + 200) },
    );
    expect(reply).toEqual({ status: 413, body: { message: 'The file is larger than 250 MB: split it into smaller files.' } });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('answers 400 to a form with no boundary or cut short inside its file, on each upload, and keeps none of its rows', async () => {
    const cut = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="cut.csv"\r\nContent-Type: text/csv\r\n\r\n${csv([roadsideRow(1)])}`;
    for (const route of ['users', 'postcodes', 'pentanas']) {
      for (const type of ['multipart/form-data', `multipart/form-data; boundary=${BOUNDARY}`]) {
        const response = await api.app.inject({
          method: 'POST',
          url: `/api/${route}/upload`,
          headers: { ...api.authorization('admin'), 'content-type': type },
          payload: cut,
        });
        expect(replyOf(response), `${route} ${type}`).toEqual({ status: 400, body: { message: 'The upload could not be read. Please try again.' } });
      }
    }
    expect(await vehicleCount(api)).toBe(0);
    // The cut files' records say they were refused (the ones with no boundary never started one).
    const records = await api.app.database.db.select().from(uploads).where(eq(uploads.file_name, 'cut.csv'));
    expect(records.map((r) => r.status)).toEqual(['refused', 'refused', 'refused']);
  });

  it('answers 400 to a form cut short inside its file over a socket too, where the parser tells of it differently', async () => {
    // Through a real connection the file stream's error is not the one that reaches the route.
    const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      for (const route of ['users', 'postcodes', 'pentanas']) {
        const response = await fetch(`${address}/api/${route}/upload`, {
          method: 'POST',
          headers: { ...api.authorization('admin'), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
          body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="socket-cut.csv"\r\n\r\n1,2`,
        });
        expect({ status: response.status, body: await response.json() }, route).toEqual({
          status: 400,
          body: { message: 'The upload could not be read. Please try again.' },
        });
      }
    } finally {
      await new Promise((resolve) => api.app.server.close(resolve));
    }
    const records = await api.app.database.db.select().from(uploads).where(eq(uploads.file_name, 'socket-cut.csv'));
    expect(records.map((r) => r.status)).toEqual(['refused', 'refused', 'refused']);
  });

  it('refuses a 200 MB file with no line breaks at its first row, without a crash', async () => {
    const reply = await send(
      api,
      streamedForm('one-line.csv', 200 * MB, (_o, n) => Buffer.alloc(n, 0x41)),
    );
    expect(reply.status).toBe(422);
    expect(reply.body.errors.user_file).toEqual(['The row starting on line 1 is longer than 256 KB: is a quote left open, or is this not a CSV file?']);
    const [record] = await api.app.database.db.select().from(uploads).where(eq(uploads.file_name, 'one-line.csv'));
    expect(record!.status).toBe('refused');
  });
});

describe('a smaller limit (UPLOAD_MAX_MB=1)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ uploadMaxBytes: MB });
    await insertDealer(api, { dealer_code: 'GWM-PAR' });
    await insertModel(api, { code: 'CA-ULTRA' });
  });
  afterAll(() => api.close());

  it('refuses a file found too large while streaming, and keeps none of its rows', async () => {
    const rows = Buffer.from(csv(Array.from({ length: 20_000 }, (_, n) => roadsideRow(n))));
    expect(rows.length).toBeGreaterThan(3 * MB);
    const reply = await send(
      api,
      streamedForm('big.csv', rows.length, (offset, n) => rows.subarray(offset, offset + n)),
    );
    expect(reply).toEqual({ status: 413, body: { message: 'The file is larger than 1 MB: split it into smaller files.' } });
    expect(await vehicleCount(api)).toBe(0);
    const [record] = await api.app.database.db.select().from(uploads).where(eq(uploads.file_name, 'big.csv'));
    expect(record).toMatchObject({ status: 'refused' });
    // Its staging table is gone too.
    const staged = await api.app.database.db.execute(sql`select count(*)::int as n from pg_class where relname = ${`upload_${record!.id}`}`);
    expect((staged as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
