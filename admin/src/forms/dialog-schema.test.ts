import { describe, expect, it } from 'vitest';
import { dialogSchema, dialogUiSchema, payloadOf } from './dialog-schema.ts';

describe('the dialog schema', () => {
  const schema = dialogSchema('colour');

  it('leaves out the fields the server owns and null from optional choices', () => {
    expect(Object.keys(schema.properties!)).not.toContain('id');
    expect(Object.keys(schema.properties!)).not.toContain('created_at');
    expect((schema.properties!.country as { enum: unknown[] }).enum).toEqual(['AU', 'NZ']);
    expect(schema.$id).toBe('colour');
  });

  it('lets an optional choice be cleared', () => {
    const ui = dialogUiSchema(schema, {}, {}, 1) as Record<string, Record<string, unknown>>;
    expect(ui.country!['ui:options']).toEqual({ clearable: true, searchable: false });
  });

  it('refuses a widget the map does not have, naming the field', () => {
    expect(() => dialogUiSchema(schema, { hex: { 'ui:widget': 'somethingNew' } }, {}, 1)).toThrow(/field "hex" names the widget "somethingNew"/);
  });

  it('hands a list of objects (a week of opening hours) to its widget whole', () => {
    const ui = dialogUiSchema(dialogSchema('dealer'), { dealer_hours: { 'ui:widget': 'openingHours' } }, { openingHours: () => null }, 1) as Record<
      string,
      Record<string, unknown>
    >;
    expect(ui.dealer_hours!['ui:field']).toBe('widget');
  });

  it('keeps a widget of RJSF itself, such as a hidden field', () => {
    const ui = dialogUiSchema(dialogSchema('user'), { password: { 'ui:widget': 'hidden' }, consent: { 'ui:widget': 'hidden' } }, {}, 1) as Record<
      string,
      Record<string, unknown>
    >;
    expect(ui.password!['ui:widget']).toBe('hidden');
    expect(ui.consent!['ui:widget']).toBe('hidden');
  });

  it('sends every writable field, an empty one as null', () => {
    const payload = payloadOf(schema, { code: 'PW', name: 'Pearl White', hex: '', id: 7 });
    expect(payload).toMatchObject({ code: 'PW', name: 'Pearl White', hex: null, country: null, models: null });
    expect(payload).not.toHaveProperty('id');
  });

  it('leaves out an untouched write-only field (a password)', () => {
    expect(payloadOf(dialogSchema('user'), { firstname: 'Olive' })).not.toHaveProperty('password');
  });
});
