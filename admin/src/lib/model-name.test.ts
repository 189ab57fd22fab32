import { describe, expect, it } from 'vitest';
import { modelName } from './model-name.ts';

describe('model name', () => {
  it('reads brand, model and variant, then the code', () => {
    expect(modelName({ brand: 'GWM', model: 'Cannon Alpha', variant: 'Ultra', code: 'CAA-ULT-24' })).toBe('GWM Cannon Alpha Ultra (CAA-ULT-24)');
  });

  it('leaves out what is missing', () => {
    expect(modelName({ brand: 'Haval', model: 'H6', variant: null, code: null })).toBe('Haval H6');
    expect(modelName({ code: 'H6-LUX' })).toBe('H6-LUX');
    expect(modelName(null)).toBe('');
  });
});
