// Which entities have hooks (areas/records/hooks.ts), each from its own area; every other entity
// runs on its schema alone.
import type { EntityId } from '../shared/generated/entities.ts';
import { auditEntryHooks } from './areas/operations/audit-entry-hooks.ts';
import { configurationHooks } from './areas/catalogue/configuration-hooks.ts';
import { dealerHooks } from './areas/catalogue/dealer-hooks.ts';
import type { EntityHooks } from './areas/records/hooks.ts';
import { postcodeHooks } from './areas/catalogue/postcode-hooks.ts';
import { recallVehicleHooks, wakesRecallNotices } from './areas/recalls/recall-hooks.ts';
import { userHooks } from './areas/accounts/user-hooks.ts';

export const entityHooks: Partial<Record<EntityId, EntityHooks>> = {
  'audit-entry': auditEntryHooks,
  configuration: configurationHooks,
  dealer: dealerHooks,
  postcode: postcodeHooks,
  recall: wakesRecallNotices,
  'recall-vehicle': recallVehicleHooks,
  user: userHooks,
  vehicle: wakesRecallNotices,
};
