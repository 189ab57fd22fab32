import { describe, expect, it } from 'vitest';
import { arrangeColumns, columnsFor, customColumn, stackColumns } from './columns.ts';

const models = { field: 'models', label: 'Model Codes', kind: 'list' } as const;

describe('list columns', () => {
  it('shows the models of stored model codes beside the codes', () => {
    const columns = columnsFor([models], { models: { 'ui:widget': 'modelCodes' } });
    expect(columns.map((c) => [c.label, c.kind, c.sortable])).toEqual([
      ['Models', 'modelNames', false],
      ['Model Codes', 'list', false],
    ]);
  });

  it('shows only the models where codes follow the chosen models (costs)', () => {
    const columns = columnsFor([{ ...models, label: 'Models' }], { models: { 'ui:widget': 'modelCodes', 'ui:options': { codes: 'all-of-models' } } });
    expect(columns.map((c) => [c.label, c.kind])).toEqual([['Models', 'modelNames']]);
  });

  it('shows a colour with its swatch and keeps plain columns sortable', () => {
    const columns = columnsFor(
      [
        { field: 'hex', label: 'Hex', kind: 'text' },
        { field: 'name', label: 'Name', kind: 'text' },
      ],
      { hex: { 'ui:widget': 'colour' } },
    );
    expect(columns.map((c) => [c.kind, c.sortable])).toEqual([
      ['colour', true],
      ['text', true],
    ]);
  });

  it('folds columns into a last stack column', () => {
    const columns = columnsFor(
      ['code', 'engine_cost', 'wheels_cost', 'au_price'].map((field) => ({ field, label: field, kind: 'money' as const })),
      {},
    );
    const stacked = stackColumns('Costs', ['engine_cost', 'wheels_cost'])(columns);
    expect(stacked.map((c) => c.label)).toEqual(['code', 'au_price', 'Costs']);
    expect(stacked[2]!.parts!.map((p) => p.field)).toEqual(['engine_cost', 'wheels_cost']);
  });

  it("gives a stack column its parts' highest priority", () => {
    const costs = (...priorities: ('high' | 'low' | undefined)[]) =>
      stackColumns('Costs', ['a', 'b'])(
        columnsFor(
          priorities.map((priority, i) => ({ field: 'ab'[i]!, label: 'x', kind: 'money' as const, priority })),
          {},
        ),
      )[0]!.priority;
    expect([costs('low', 'low'), costs('low', undefined), costs('low', 'high')]).toEqual(['low', undefined, 'high']);
  });

  it('lays the columns out by field among drawn ones, leaving out only those the schema hides', () => {
    const columns = columnsFor(
      ['postcode', 'lat', 'lng', 'enabled', 'acoustic_id'].map((field) => ({
        field,
        label: field,
        kind: 'text' as const,
        ...(field.length === 3 ? { hidden: true as const } : {}),
      })),
      {},
    );
    const drawn = customColumn('Coordinates', () => null);
    const sortedBy = customColumn('Acoustic ID', () => null, 'acoustic_id');
    const arranged = arrangeColumns('enabled', 'postcode', drawn, sortedBy, 'missing')(columns);
    expect(arranged.map((c) => c.label)).toEqual(['enabled', 'postcode', 'Coordinates', 'Acoustic ID']);
    expect(() => arrangeColumns('postcode', drawn)(columns)).toThrow(/leaves out enabled, acoustic_id/);
  });
});
