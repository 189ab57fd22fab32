import { describe, expect, it } from 'vitest';
import { myVehiclePath, vehicleIdOf } from './paths.ts';

describe('vehicleIdOf', () => {
  it('reads the id a vehicle path was made with', () => {
    expect(vehicleIdOf(myVehiclePath(42).split('/').pop())).toBe(42);
  });

  it('finds no vehicle in a missing id, a word, zero, a sign, a fraction or a number too large to be exact', () => {
    for (const param of [undefined, '', 'abc', '0', '-3', '+3', '1.5', '1e3', ' 7', '9007199254740993']) expect(vehicleIdOf(param), String(param)).toBeNull();
  });
});
