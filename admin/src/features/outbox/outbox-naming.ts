// An email of the outbox is named by its subject and who it is to.
import type { ResourceNaming } from '../../lib/record-naming.ts';

export const naming: ResourceNaming = {
  resource: 'outbox',
  recordName: (message) => `${String(message.subject ?? '')} to ${String(message.to ?? '')}`,
};
