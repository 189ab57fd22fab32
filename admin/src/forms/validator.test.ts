import { describe, expect, it } from 'vitest';
import { entities } from '../../../shared/generated/entities.ts';
import { dialogSchema } from './dialog-schema.ts';
import { schemaValidator, toErrorTree } from './validator.ts';

const colour = entities.colour.schema as never;
const cost = entities.cost.schema as never;

describe('the RJSF validator on our generated validators', () => {
  it('puts each required message under its field', () => {
    const { errorSchema, errors } = schemaValidator.validateFormData({ hex: null }, colour);
    expect(errorSchema.code?.__errors).toEqual(['A Colour Code is required']);
    expect(errorSchema.name?.__errors).toEqual(['A Colour Name is required']);
    expect(errors.map((e) => e.message)).toContain('A Colour Code is required');
  });

  it("reports the schema's own type message for text in a money field", () => {
    const { errorSchema } = schemaValidator.validateFormData({ cost: 'abc' }, cost);
    expect(errorSchema.cost?.__errors).toEqual(['The cost must be a number']);
  });

  it('passes a valid record', () => {
    expect(schemaValidator.validateFormData({ code: 'PW', name: 'Pearl White', models: ['A'] }, colour).errors).toEqual([]);
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
    expect(schemaValidator.validateFormData(loaded, dialogSchema('vehicle')).errors).toEqual([]);
  });

  it('builds nested trees from dotted paths', () => {
    expect(toErrorTree({ 'dealer_hours.0.open': ['A time is required'] })).toEqual({ dealer_hours: { 0: { open: { __errors: ['A time is required'] } } } });
  });
});
