// How a value of an audit entry's before or after reads on screen: secrets as changed or kept
// (their values were never stored), yes and no, lists and objects as compact JSON.
import { SECRET_CHANGED, SECRET_KEPT } from '../../../../shared/audit-diff.ts';

export function valueText(value: unknown): string {
  if (value === SECRET_CHANGED) return 'Changed (not recorded)';
  if (value === SECRET_KEPT) return 'Unchanged (not recorded)';
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
