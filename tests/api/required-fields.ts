// The check every entity's required fields get: missing, empty or null, each answers 422 with
// its own message and nothing else.
import { expect, it } from 'vitest';
import type { TestApi } from './harness.ts';

export function itRefusesEachRequiredField(api: () => TestApi, url: string, validBody: () => Record<string, unknown>, required: Record<string, string>) {
  it.each(Object.entries(required))('answers %s missing, empty or null with its message alone', async (field, message) => {
    for (const value of [undefined, '', null]) {
      const body = validBody();
      if (value === undefined) delete body[field];
      else body[field] = value;
      const refused = await api().post('admin', url, body);
      expect(refused.status, String(value)).toBe(422);
      expect(refused.body.errors, String(value)).toEqual({ [field]: [message] });
    }
  });
}
