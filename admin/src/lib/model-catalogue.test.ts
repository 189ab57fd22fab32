import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './model-catalogue.ts';

describe('model catalogue', () => {
  const catalogue = buildCatalogue([
    { model: 'Tank 300', variant: 'Lux', code: 'T3-LUX' },
    { model: 'Cannon', code: 'CAN-1' },
    { model: 'Tank 300', code: 'T3-ULT' },
    { model: null, code: 'ORPHAN' },
  ]);

  it('lists each model once, sorted', () => {
    expect(catalogue.models).toEqual(['Cannon', 'Tank 300']);
  });

  it('gives the codes of chosen models and the model of a code', () => {
    expect(catalogue.codesOf(['Tank 300'])).toEqual(['T3-LUX', 'T3-ULT']);
    expect(catalogue.modelOf('CAN-1')).toBe('Cannon');
    expect(catalogue.modelOf('ORPHAN')).toBeUndefined();
  });

  it('says what a code stands for: its model and variant', () => {
    expect(catalogue.variantOf('T3-LUX')).toBe('Tank 300 Lux');
    expect(catalogue.variantOf('CAN-1')).toBe('Cannon');
    expect(catalogue.variantOf('ORPHAN')).toBeUndefined();
  });
});
