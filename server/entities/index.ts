// Which entities have hooks; every other entity runs on its schema alone.
import type { EntityId } from '../../shared/generated/entities.ts';
import { auditEntryHooks } from './audit-entry.ts';
import { configurationHooks } from './configuration.ts';
import { dealerHooks } from './dealer.ts';
import type { EntityHooks } from './hooks.ts';
import { postcodeHooks } from './postcode.ts';
import { recallVehicleHooks, wakesRecallNotices } from './recall.ts';
import { userHooks } from './user.ts';

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
