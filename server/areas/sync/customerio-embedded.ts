// The embedded default of Customer.io: builds the Track API v2 batch actions the real client
// would send (an object "identify" per record) and sends nothing; the sync run keeps them.
import type { EntityDescription } from '../../../shared/entity-types.ts';
import type { Row } from '../../queries/records/records.ts';
import { type MarketingPlatform, plainJson } from './platform.ts';

export interface ObjectIdentify {
  type: 'object';
  action: 'identify';
  identifiers: { object_type_id: string; object_id: string };
  attributes: Record<string, unknown>;
}

/**
 * One identify action per record. Customer.io numbers object types per workspace; until the
 * real client maps them, the resource's API name stands in for the type id.
 */
export function objectIdentifies(resource: EntityDescription, records: Row[], objectTypeId = resource.route): ObjectIdentify[] {
  return records.map(({ id, ...fields }) => ({
    type: 'object',
    action: 'identify',
    identifiers: { object_type_id: objectTypeId, object_id: String(id) },
    attributes: plainJson(fields),
  }));
}

export function embeddedCustomerIo(): MarketingPlatform {
  return {
    async publish(resource, records) {
      const sent = objectIdentifies(resource, records);
      return { count: sent.length, sent };
    },
  };
}
