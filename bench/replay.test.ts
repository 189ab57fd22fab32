import { expect, it } from 'vitest';
import { groups } from './replay.ts';

it('replays statements a request sent at once together, the others one after the other', () => {
  const token = { sql: 'select token', params: [] };
  const count = { sql: 'select count', params: [] };
  const page = { sql: 'select page', params: [], besidePrevious: true };
  const embedded = { sql: 'select embedded', params: [] };
  expect(groups([token, count, page, embedded])).toEqual([[token], [count, page], [embedded]]);
  expect(groups([])).toEqual([]);
});
