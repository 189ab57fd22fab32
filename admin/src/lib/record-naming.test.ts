import { describe, expect, it } from 'vitest';
import { recordNaming } from './record-naming.ts';

describe("a resource's record naming", () => {
  it('names a record by its title field, or by its kind and id while that is empty', () => {
    const colours = recordNaming('colours');
    expect(colours.nameOf({ id: 7, name: 'Ocean Blue' })).toBe('Ocean Blue');
    expect(colours.nameOf({ id: 7, name: '' })).toBe('Colour 7');
    expect(colours.pickerNameOf({ id: 7, name: 'Ocean Blue' })).toBe('Ocean Blue');
    expect([colours.singular, colours.label]).toEqual(['Colour', 'Colours']);
  });

  it("takes a feature's declared naming, in a picker too", () => {
    const model = { id: 3, brand: 'GWM', model: 'Cannon', variant: 'Lux 4WD', code: 'CC1031PA4L' };
    expect(recordNaming('models').nameOf(model)).toBe('Cannon (CC1031PA4L)');
    expect(recordNaming('models').pickerNameOf(model)).toBe('GWM Cannon Lux 4WD (CC1031PA4L)');
    expect(recordNaming('users').nameOf({ firstname: 'Ann', lastname: 'Apple', email: 'ann@test.example' })).toBe('Ann Apple (ann@test.example)');
  });

  it('refuses a resource that was not generated', () => {
    expect(() => recordNaming('nothing')).toThrow('No generated resource "nothing"');
  });
});
