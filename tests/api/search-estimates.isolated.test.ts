// A search of a huge table that the planner puts at far more matches than it has (its count of
// patterns over several fields at once is rough) is still answered through its matches: page and
// exact total in one statement, rather than walking the table in order and filtering every row.
// Only past SEARCH_TRIES_FEW_LIMIT does the search walk the table, or for a short text past
// PLANNED_ROWS_LIMIT. The planner's counts are set
// here (the table itself is small; a module mock, hence a module graph of its own), the statements
// sent recorded.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../server/generated/tables.ts';
import { SEARCH_TRIES_FEW_LIMIT } from '../../server/queries/records/record-totals.ts';
import { type TestApi, startApi } from './harness.ts';
import { recordStatements } from './recorded-statements.ts';

const planned = vi.hoisted(() => ({ matching: 0 }));
vi.mock('../../server/queries/records/planner.ts', async (importOriginal) => {
  const planner = await importOriginal<typeof import('../../server/queries/records/planner.ts')>();
  return {
    ...planner,
    keptPlannedRows: async (...args: Parameters<typeof planner.keptPlannedRows>) => {
      const [, key] = args;
      if (key === 'users size') return 1_000_000;
      if (key === 'users matching') return planned.matching;
      return planner.keptPlannedRows(...args);
    },
  };
});

let api: TestApi;
const searchFor = (text: string) => `/api/users/searchWithPagination?q=${text}&page=1&per_page=50`;

beforeAll(async () => {
  api = await startApi();
  await api.app.database.db
    .insert(users)
    .values(
      ['Quorvath', 'Quorvathy', 'Ellis'].map((lastname, i) => ({ firstname: 'Owner', lastname, email: `estimate${i}@search.example`, role: 'USER' as const })),
    );
});
afterAll(() => api.close());

async function search(text = 'Quorvath') {
  const { sent, result } = await recordStatements(api.app.database, () => api.get('admin', searchFor(text)));
  expect(result.status).toBe(200);
  return { sent, body: result.body as { data: { lastname: string }[]; total: number; total_is_estimate: boolean } };
}

describe('a search the planner overestimates', () => {
  it('is answered through its matches, with their exact total, in one statement', async () => {
    planned.matching = SEARCH_TRIES_FEW_LIMIT / 4;
    const { sent, body } = await search();
    expect(body.data.map((u) => u.lastname)).toEqual(['Quorvath', 'Quorvathy']);
    expect(body).toMatchObject({ total: 2, total_is_estimate: false });
    const pages = sent.filter((text) => /from "users"/i.test(text) && !/^explain/i.test(text));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatch(/count\(\*\) over \(\)/i);
  });

  it('walks the table in order once the planner expects more matches than a search tries to fetch', async () => {
    planned.matching = SEARCH_TRIES_FEW_LIMIT + 1;
    const { sent, body } = await search();
    expect(body.data.map((u) => u.lastname)).toEqual(['Quorvath', 'Quorvathy']);
    expect(sent.some((text) => /count\(\*\) over \(\)/i.test(text))).toBe(false);
  });

  it('trusts the count of a short text, the start of a field, past PLANNED_ROWS_LIMIT', async () => {
    planned.matching = SEARCH_TRIES_FEW_LIMIT / 4;
    const { sent, body } = await search('Qu');
    expect(body.data.map((u) => u.lastname)).toEqual(['Quorvath', 'Quorvathy']);
    expect(sent.some((text) => /count\(\*\) over \(\)/i.test(text))).toBe(false);
  });
});
