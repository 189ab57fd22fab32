import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../lib/model-catalogue.ts';
import { ALL, chooseCodes, codeMatches, chooseModels, modelsOf, offeredCodes, withAll } from './choice.ts';

const catalogue = buildCatalogue([
  { model: 'Cannon', code: 'CAN-1' },
  { model: 'Cannon', code: 'CAN-2' },
  { model: 'H6', code: 'H6-1' },
  { model: 'Tank 300', code: 'T3-1' },
]);

describe('model and code pickers', () => {
  it('All in Models picks every model and every code', () => {
    expect(chooseModels(catalogue, { models: [], codes: [] }, [ALL], false)).toEqual({
      models: ['Cannon', 'H6', 'Tank 300'],
      codes: ['CAN-1', 'CAN-2', 'H6-1', 'T3-1'],
    });
  });

  it('dropping a model drops its codes and keeps the others', () => {
    const next = chooseModels(catalogue, { models: ['Cannon', 'H6'], codes: ['CAN-1', 'H6-1'] }, ['H6'], false);
    expect(next).toEqual({ models: ['H6'], codes: ['H6-1'] });
  });

  it('adding a model offers its codes without picking them, unless codes follow models', () => {
    expect(chooseModels(catalogue, { models: [], codes: [] }, ['Cannon'], false).codes).toEqual([]);
    expect(chooseModels(catalogue, { models: [], codes: [] }, ['Cannon'], true).codes).toEqual(['CAN-1', 'CAN-2']);
  });

  it('All in Model Codes picks every code offered', () => {
    expect(chooseCodes(['CAN-1', 'CAN-2'], ['CAN-1', ALL])).toEqual(['CAN-1', 'CAN-2']);
  });

  it('derives models from stored codes and keeps unknown codes on offer', () => {
    expect(modelsOf(catalogue, ['T3-1', 'CAN-2'])).toEqual(['Cannon', 'Tank 300']);
    expect(offeredCodes(catalogue, ['H6'], ['OLD-9'])).toEqual(['H6-1', 'OLD-9']);
  });

  it('offers All only while something is left to pick', () => {
    expect(withAll(['A', 'B'], ['A'])[0]).toEqual({ value: ALL, label: 'All' });
    expect(withAll(['A', 'B'], ['A', 'B'])).toHaveLength(2);
  });

  it('finds a code by itself or by the model and variant it stands for', () => {
    expect(codeMatches('CC1031PA4L', 'Cannon Lux 4WD', ' lux ')).toBe(true);
    expect(codeMatches('CC1031PA4L', 'Cannon Lux 4WD', 'pa4l')).toBe(true);
    expect(codeMatches('CC1031PA4L', 'Cannon Lux 4WD', 'ultra')).toBe(false);
    expect(codeMatches('ORPHAN', undefined, 'orph')).toBe(true);
  });
});
