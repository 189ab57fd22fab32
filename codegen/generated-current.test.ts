import { describe, expect, it } from 'vitest';
import { generate } from './main.ts';

describe('generated code', () => {
  it('matches the schemas (run `npm run codegen` when this fails)', async () => {
    const out = await generate(true);
    expect(out.stale).toEqual([]);
  }, 60_000);
});
