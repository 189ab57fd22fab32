import { describe, expect, it } from 'vitest';
import { entities, forms } from './generated/entities.ts';
import { validators } from './generated/validators.ts';
import { validate } from './validation.ts';

describe('field messages from the generated validators', () => {
  it('is null for valid data', () => {
    expect(validate(validators.login, { username: 'a@b.example', password: 'secret' }, forms.login)).toBeNull();
  });

  it('gives the schema message for a missing, empty or null required field', () => {
    const errors = validate(validators.colour, { code: '', name: null }, entities.colour.schema);
    expect(errors).toEqual({ code: ['A Colour Code is required'], name: ['A Colour Name is required'] });
  });

  it('builds a message from the field title for a wrong type or value', () => {
    const errors = validate(validators.colour, { code: 'R1', name: 'Red', active: 'maybe', country: 'UK' }, entities.colour.schema);
    expect(errors).toEqual({ active: ['Active must be yes or no'], country: ['Country must be one of: AU, NZ'] });
  });

  it('keeps a custom type message and names nested fields by path', () => {
    const model = validate(validators.model, { au_price: 'lots' }, entities.model.schema);
    expect(model?.au_price).toEqual(['The price must be a number']);
    const dealer = validate(validators.dealer, { dealer_hours: [{ day: 'Monday', open: '', close: '17:00' }] }, entities.dealer.schema);
    expect(dealer?.['dealer_hours.0.open']).toEqual(['A time is required']);
  });
});
