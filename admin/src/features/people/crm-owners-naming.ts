// A CRM owner is named by their full name and CRM ID.
import { fullName } from '../../fields/contact/cells.tsx';
import type { ResourceNaming } from '../../lib/record-naming.ts';

export const naming: ResourceNaming = {
  resource: 'pentanas',
  recordName: (record) => `${fullName(record.primary_first_name, record.primary_last_name)} (${String(record.mds_owner_number ?? '')})`,
};
