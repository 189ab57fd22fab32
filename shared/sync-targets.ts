// The marketing platforms a resource's records are pushed to (its schema's `x-sync`), in one place
// for codegen (the values the keyword takes), the server (the push's route and what it answers) and
// the back office (its button): each platform's name and the path of its push, PUT
// /api/{route}/{path}. Which platforms there are is common.json's `syncTarget`, whose labels name
// them in the sync history (shared/sync-targets.test.ts holds the two together).
import type { SyncTarget } from './generated/types.ts';

export const SYNC_TARGETS: Record<SyncTarget, { name: string; path: string }> = {
  acoustic: { name: 'Acoustic', path: 'sync' },
  customerio: { name: 'Customer.io', path: 'synccustomerio' },
};

/** The push's words, on its button and in its refusals: "Update Acoustic". */
export const syncAction = (target: SyncTarget) => `Update ${SYNC_TARGETS[target].name}`;

/** The push's path under /api: "/models/sync". */
export const syncPath = (route: string, target: SyncTarget) => `/${route}/${SYNC_TARGETS[target].path}`;
