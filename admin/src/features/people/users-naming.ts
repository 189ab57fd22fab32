// A portal user is named by their full name and email.
import { fullName } from '../../fields/contact/cells.tsx';
import type { ResourceNaming } from '../../lib/record-naming.ts';

export const naming: ResourceNaming = {
  resource: 'users',
  recordName: (record) => `${fullName(record.firstname, record.lastname)} (${String(record.email ?? '')})`,
};
