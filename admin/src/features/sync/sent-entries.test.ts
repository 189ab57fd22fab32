import { describe, expect, it } from 'vitest';
import { entryName, sentSummary } from './sent-entries.ts';

describe('what a sync run sent', () => {
  it('names an Acoustic document, a Customer.io object, and anything else by its place', () => {
    expect(entryName({ name: 'Aurora Green', document_key: 'colours-16', type: 'C-Colours' }, 0)).toBe('Aurora Green (colours-16)');
    expect(
      entryName({ type: 'object', action: 'identify', identifiers: { object_type_id: 'dealers', object_id: '4' }, attributes: { name: 'Artarmon Haval' } }, 1),
    ).toBe('Artarmon Haval (dealers 4)');
    expect(entryName({ type: 'object', action: 'identify', identifiers: { object_type_id: 'models', object_id: '7' }, attributes: { code: 'X' } }, 1)).toBe(
      'models 7',
    );
    expect(
      entryName({ type: 'object', action: 'identify', identifiers: { object_type_id: '1', object_id: '4' }, attributes: { name: 'Artarmon Haval' } }, 1),
    ).toBe('Artarmon Haval (type 1, id 4)');
    expect(entryName('text', 2)).toBe('Entry 3');
    expect(entryName({ other: true }, 0)).toBe('Entry 1');
  });

  it('says how many entries were sent and whether all were kept', () => {
    expect(sentSummary(0, 0)).toBe('Nothing was sent.');
    expect(sentSummary(1, 1)).toBe('1 entry sent.');
    expect(sentSummary(16, 16)).toBe('16 entries sent.');
    expect(sentSummary(900, 500)).toBe('900 records were sent; the first 500 entries were kept.');
  });
});
