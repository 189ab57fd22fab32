// Recalls (docs/decisions.md, "Recalls"): a campaign saved, a VIN put on one, or a vehicle saved
// by staff may call for a recall notice, so each wakes the notice job (it runs after the write has
// committed). A VIN added by hand is read as a file's is: trimmed, in capitals.
import type { EntityHooks } from '../records/hooks.ts';
import { RECALL_NOTICES_JOB } from './job.ts';

export const wakesRecallNotices: EntityHooks = {
  afterCommit: (app) => app.jobs.wake(RECALL_NOTICES_JOB),
};

export const recallVehicleHooks: EntityHooks = {
  ...wakesRecallNotices,
  prepare: (body) => (typeof body.vin === 'string' ? { ...body, vin: body.vin.trim().toUpperCase() } : body),
};
