import { describe, expect, it } from 'vitest';
import { DATE_YEARS, DEFAULT_LIMITS, MULTI_LINE, ONE_LINE } from '../shared/limits.ts';
import { validateAgainst } from '../shared/validate-by-id.ts';
import { withLimits } from './load.ts';

describe('default limits', () => {
  const schema = withLimits({
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name' },
      code: { type: 'string', title: 'Code', maxLength: 20 },
      email: { type: 'string', format: 'email' },
      born: { type: 'string', format: 'date', title: 'Born' },
      kind: { type: 'string', enum: ['a', 'b'] },
      tags: { type: 'array', items: { type: 'string' } },
      elements: { type: 'object' },
      notes: { type: 'string', title: 'Notes', 'x-multiline': true },
      when: { type: 'string', pattern: '^\\d{2}:\\d{2}$' },
    },
  });
  const props = schema.properties!;

  it('bounds every text, list and free object that states no limit, keeping stated ones', () => {
    expect(props.name!.maxLength).toBe(DEFAULT_LIMITS.text);
    expect(props.code!.maxLength).toBe(20);
    expect(props.email!.maxLength).toBe(254);
    expect(props.kind!.maxLength).toBeUndefined();
    expect(props.tags!.maxItems).toBe(DEFAULT_LIMITS.items);
    expect((props.tags!.items as { maxLength: number }).maxLength).toBe(DEFAULT_LIMITS.text);
    expect(props.elements!.maxProperties).toBe(DEFAULT_LIMITS.properties);
  });

  it('gives dates a year range with a readable message', () => {
    expect(props.born!.pattern).toBe(DATE_YEARS.pattern);
    expect(props.born!.errorMessage).toEqual({ pattern: 'Born must be between 1900 and 2099' });
  });

  it('holds every text to one line but multi-line ones and those of a format or pattern of their own', () => {
    expect(props.name!.pattern).toBe(ONE_LINE.pattern);
    expect(props.name!.errorMessage).toEqual({ pattern: 'Name must be one line, without line breaks or control characters' });
    expect((props.tags!.items as { pattern: string }).pattern).toBe(ONE_LINE.pattern);
    expect(props.notes!.pattern).toBe(MULTI_LINE.pattern);
    expect(props.notes!.errorMessage).toEqual({ pattern: 'Notes must not hold characters that change the direction of text' });
    expect(props.email!.pattern).toBeUndefined();
    expect(props.kind!.pattern).toBeUndefined();
    expect(props.when!.pattern).toBe('^\\d{2}:\\d{2}$');
  });
});

describe('generated validators with the limits', () => {
  it('answer a too-long name and an out-of-range date in words', () => {
    expect(validateAgainst('registration', { firstname: 'x'.repeat(101) })?.firstname).toEqual(['First name can be at most 100 characters']);
    expect(validateAgainst('vehicle', { registration_date: '0000-01-01' })?.registration_date).toEqual(['Registration Date must be between 1900 and 2099']);
    expect(validateAgainst('vehicle', { registration_date: '10000-01-01' })?.registration_date).toContain('Registration Date must be a date (YYYY-MM-DD)');
  });

  it('refuse a line break, tab, NUL or C1 control in a one-line name, and keep a multi-line text as it is', () => {
    for (const control of ['\r\n', '\n', '\t', '\u0000', '\u007f', '\u0085']) {
      expect(validateAgainst('registration', { firstname: `Ann${control}Lee` })?.firstname).toEqual([
        'First name must be one line, without line breaks or control characters',
      ]);
    }
    expect(validateAgainst('registration', { firstname: 'Zoë O’Brien-Ngata' })?.firstname).toBeUndefined();
    expect(validateAgainst('message', { name: 'Winter', message: 'Line one\r\nLine two\n\tindented' })).toBeNull();
  });

  it('refuse separators, direction controls, zero-width characters and lone surrogates in a one-line name, and direction controls in a multi-line text', () => {
    for (const hidden of [
      '\u2028',
      '\u2029',
      '\u202a',
      '\u202e',
      '\u2066',
      '\u2069',
      '\u200e',
      '\u200f',
      '\u061c',
      '\u200b',
      '\u200d',
      '\u2060',
      '\ufeff',
      '\ud800',
      '\udfff',
    ]) {
      expect(validateAgainst('registration', { firstname: `Ann${hidden}Lee` })?.firstname, JSON.stringify(hidden)).toEqual([
        'First name must be one line, without line breaks or control characters',
      ]);
    }
    expect(validateAgainst('registration', { firstname: 'Ann 🚗 Lee' })?.firstname).toBeUndefined();
    expect(validateAgainst('message', { name: 'Winter', message: 'Line one\n\u202eLine two' })?.message).toEqual([
      'Message must not hold characters that change the direction of text',
    ]);
  });
});
