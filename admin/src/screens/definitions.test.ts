import { describe, expect, it } from 'vitest';
import { resources } from '../../generated/resources.ts';
import { definitionOf } from './definitions.ts';

describe("every generic screen's definition", () => {
  it('builds, with each generated list column shown unless its schema hides it', () => {
    for (const { name, columns } of resources) {
      const definition = definitionOf(name);
      expect(definition.listColumns.length, name).toBeGreaterThan(0);
      const shown = new Set(definition.listColumns.flatMap((c) => [c.field, ...(c.parts ?? []).map((p) => p.field)]));
      for (const column of columns) expect(shown.has(column.field), `${name}.${column.field}`).toBe(!column.hidden || shown.has(column.field));
    }
  });
});
