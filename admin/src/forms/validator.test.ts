import { describe, expect, it } from 'vitest';
import { entities } from '../../../shared/generated/entities.ts';
import { dialogSchema } from './dialog-schema.ts';
import { fieldErrors, formValidator, toErrorTree } from './validator.ts';

const colour = entities.colour.schema as never;
const cost = entities.cost.schema as never;
const check = (data: unknown, schema: never) => formValidator(schema).validateFormData(data, schema);

describe("RJSF's precompiled validator on our generated validators", () => {
  it('puts each required message under its field', () => {
    const { errorSchema, errors } = check({ hex: null }, colour);
    expect(errorSchema.code?.__errors).toEqual(['A Colour Code is required']);
    expect(errorSchema.name?.__errors).toEqual(['A Colour Name is required']);
    expect(errors.map((e) => e.message)).toContain('A Colour Code is required');
  });

  it("reports the schema's own type message for text in a money field", () => {
    expect(check({ cost: 'abc' }, cost).errorSchema.cost?.__errors).toEqual(['The cost must be a number']);
  });

  it('gives an emptied required field its required message only, not also its broken rule', () => {
    expect(fieldErrors(dialogSchema('colour'), { code: '', name: 'Pearl White', models: ['A'] })).toEqual({ code: ['A Colour Code is required'] });
  });

  it('passes a valid record', () => {
    expect(check({ code: 'PW', name: 'Pearl White', models: ['A'] }, colour).errors).toEqual([]);
  });

  it('checks only the fields of the form, not what the server owns on an edited record', () => {
    const vehicle = {
      user_id: 1,
      models_id: 2,
      registration: 'ABC123',
      vin: 'LGW1',
      purchase_date: '2025-01-02',
      registration_date: '2025-01-02',
      roadside_start_date: '2025-01-02',
      roadside_expiry_date: '2026-01-02',
      engine_number: 'E1',
      year: '2025',
    };
    const loaded = { ...vehicle, id: 7, my_image: null, created_at: null };
    expect(check(loaded, dialogSchema('vehicle') as never).errors).toEqual([]);
  });

  it('is made once per form schema, and refuses a schema with no generated validator', () => {
    const schema = dialogSchema('colour');
    expect(formValidator(schema)).toBe(formValidator(schema));
    expect(() => formValidator({ $id: 'nothing', type: 'object' })).toThrow('No precompiled validator function was found for the given schema for "nothing"');
  });

  it("builds nested trees from a 422's dotted paths", () => {
    expect(toErrorTree({ 'dealer_hours.0.open': ['A time is required'] })).toEqual({ dealer_hours: { 0: { open: { __errors: ['A time is required'] } } } });
  });
});
