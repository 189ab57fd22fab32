import { describe, expect, it } from 'vitest';
import { SECRET_CHANGED, SECRET_KEPT } from '../../../../shared/audit-diff.ts';
import { valueText } from './audit-values.ts';

describe('valueText', () => {
  it('reads secrets as changed or unchanged, never as their marker', () => {
    expect(valueText(SECRET_CHANGED)).toBe('Changed (not recorded)');
    expect(valueText(SECRET_KEPT)).toBe('Unchanged (not recorded)');
  });

  it('shows empties as a dash, flags as Yes and No, and objects as JSON', () => {
    expect([null, undefined, ''].map(valueText)).toEqual(['—', '—', '—']);
    expect([true, false].map(valueText)).toEqual(['Yes', 'No']);
    expect(valueText([{ day: 'Monday', open: '8:30 AM' }])).toBe('[{"day":"Monday","open":"8:30 AM"}]');
    expect(valueText(42)).toBe('42');
  });
});
