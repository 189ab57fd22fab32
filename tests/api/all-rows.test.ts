// "All rows" (per_page=-1) on a table larger than one answer holds: paged by ROWS_PER_ANSWER, never a 500.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROWS_PER_ANSWER } from '../../shared/limits.ts';
import { type TestApi, startApi } from './harness.ts';

let api: TestApi;
const ROWS = ROWS_PER_ANSWER + 50;

beforeAll(async () => {
  api = await startApi();
  await api.app.database.db.execute(sql`INSERT INTO specs (name) SELECT 'Spec ' || lpad(g::text, 6, '0') FROM generate_series(1, ${ROWS}) AS g`);
});
afterAll(() => api.close());

describe('per_page=-1 on a large table', () => {
  it(`answers the first ${ROWS_PER_ANSWER} rows, saying there are more pages`, async () => {
    const first = await api.get('admin', '/api/specs?per_page=-1');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ current_page: 1, per_page: ROWS_PER_ANSWER, last_page: 2 });
    // Past EXACT_TOTAL_LIMIT the total may be an estimate (README), but never less than what exists beyond this page.
    expect(first.body.total).toBeGreaterThan(ROWS_PER_ANSWER);
    expect(first.body.data).toHaveLength(ROWS_PER_ANSWER);
    const second = await api.get('admin', '/api/specs?per_page=-1&page=2');
    expect(second.body.data.map((s: { name: string }) => s.name)).toEqual(
      Array.from({ length: 50 }, (_, i) => `Spec ${String(ROWS_PER_ANSWER + i + 1).padStart(6, '0')}`),
    );
  });

  it('refuses a page size above the cap with a message', async () => {
    const refused = await api.get('admin', `/api/specs?per_page=${ROWS_PER_ANSWER + 1}`);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ per_page: [`per_page must be at most ${ROWS_PER_ANSWER}`] });
  });
});
