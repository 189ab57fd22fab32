// How each upload's staged rows reach their tables (merge-writes.ts does the writing, in the transactions of merge-staged.ts):
// which records, matched by which key, linked to which, and what a row may not change.
import { entities, type EntityId } from '../../../shared/generated/entities.ts';
import { type UploadLayoutId, uploadLayouts } from '../../../shared/generated/upload-layouts.ts';
import type { RecordCounts, UploadLayout } from '../../../shared/upload-layout.ts';
import { newCode } from '../../core/secrets.ts';
import type { Merge } from './merge-writes.ts';

export type UploadMerge = (merge: Merge) => Promise<Record<string, RecordCounts>>;

/** The columns of `entity` a layout fills, stored ones (virtual fields aside). */
function columnsOf(layout: UploadLayout, entity: EntityId): string[] {
  const description = entities[entity];
  return layout.fields
    .flatMap((c) => [c.to, c.link?.to])
    .filter((path): path is string => Boolean(path?.startsWith(`${entity}.`)))
    .map((path) => path.split('.')[1]!)
    .filter((field) => !description.fields.virtual.includes(field));
}

const roadsideLayout = uploadLayouts['roadside-users'];
const ownerLayout = uploadLayouts.owners;

export const uploadMerges: Record<UploadLayoutId, UploadMerge> = {
  async 'roadside-users'(merge) {
    const users = await merge.upsert({
      entity: 'user',
      key: (x) => `lower(${x}.email)`,
      columns: [...columnsOf(roadsideLayout, 'user'), 'invitation_code'],
      // The sign-in name keeps its case; an owner without a code gets one.
      updates: { email: 't.email', invitation_code: 'coalesce(t.invitation_code, s.invitation_code)' },
      // A registered owner keeps the details they manage in the portal; staff accounts are refused before this.
      updatable: "t.role = 'USER' AND NOT t.registered",
      drawn: { column: 'invitation_code', draw: newCode },
    });
    const vehicles = await merge.upsert({
      entity: 'vehicle',
      key: 'vin',
      columns: [...columnsOf(roadsideLayout, 'vehicle'), 'user_id', 'roadside_start_date', 'roadside_expiry_date'],
      linked: { user_id: 'u.id' },
      join: 'LEFT JOIN users u ON lower(u.email) = lower(r."user.email")',
    });
    return { users, vehicles };
  },

  async postcodes(merge) {
    return { postcodes: await merge.allocatePostcodes() };
  },

  async owners(merge) {
    const pentanas = await merge.upsert({ entity: 'pentana', key: 'mds_owner_number', columns: columnsOf(ownerLayout, 'pentana') });
    const pentanaVehicles = await merge.upsert({
      entity: 'pentana-vehicle',
      key: 'vin',
      columns: [...columnsOf(ownerLayout, 'pentana-vehicle'), 'pentanas_id'],
      linked: { pentanas_id: 'p.id' },
      join: 'LEFT JOIN pentanas p ON p.mds_owner_number = r."pentana.mds_owner_number"',
    });
    return { pentanas, pentana_vehicles: pentanaVehicles };
  },

  // A VIN is on a campaign once (docs/decisions.md, "Recalls"): both columns are the key, so a row is new or unchanged.
  async 'recall-vehicles'(merge) {
    const key = (x: string) => `${x}.recalls_id::text || ' ' || ${x}.vin`;
    return { recall_vehicles: await merge.upsert({ entity: 'recall-vehicle', key, columns: columnsOf(uploadLayouts['recall-vehicles'], 'recall-vehicle') }) };
  },
};
