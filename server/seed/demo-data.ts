// Demo data for an empty database (catalogue, dealers, postcodes, owners, CRM, a recall campaign,
// marketing, content with its pictures, manuals and videos):
// the rows live in ./demo/; this file inserts them in one transaction, parents before children.
import type { Db } from '../db/connect.ts';
import type { FileStore } from '../platform/files/store.ts';
import {
  accessories,
  colours,
  configurations,
  contentDocuments,
  costs,
  dealers,
  messages,
  modelSpecs,
  models,
  pentanaVehicles,
  pentanas,
  postcodes,
  recallVehicles,
  recalls,
  specs,
  syncRuns,
  trims,
  users,
  vehicleServices,
  vehicles,
} from '../generated/tables.ts';
import { hashPassword } from '../core/passwords.ts';
import { newCode } from '../core/secrets.ts';
import { ACCESSORIES } from './demo/accessories.ts';
import { postcodeRows } from './demo/allocation.ts';
import { bookingRows } from './demo/bookings.ts';
import { configurationRows } from './demo/configurations.ts';
import { CONTENT_DOCUMENTS, SYNC_RUNS } from './demo/content.ts';
import { CRM_OWNERS, crmVehicleRows } from './demo/crm.ts';
import { DEALERS } from './demo/dealers.ts';
import { garageContent } from './demo/garage-content.ts';
import { COLOURS, COSTS, TRIMS } from './demo/finishes.ts';
import { MESSAGES } from './demo/messages.ts';
import { MODEL_ROWS } from './demo/models.ts';
import { userRows } from './demo/people.ts';
import { RECALL_VINS, RECALLS } from './demo/recalls.ts';
import { type DemoPlan, LOCAL_DEMO } from './demo-access.ts';
import { SPEC_NAMES, VARIANT_SPECS } from './demo/specs.ts';
import { vehicleRows } from './demo/vehicles.ts';

/** Looks up an inserted row by its natural key; a missing key is a mistake in the demo data. */
function rowsBy<R>(rows: R[], key: (row: R) => string | null, what: string): (value: string) => R {
  const byKey = new Map(rows.map((row) => [key(row), row]));
  return (value) => {
    const row = byKey.get(value);
    if (row === undefined) throw new Error(`Demo data refers to an unknown ${what}: ${value}`);
    return row;
  };
}

/** An inserted row's id by its natural key. */
function idsBy<R extends { id: number }>(rows: R[], key: (row: R) => string | null, what: string): (value: string) => number {
  const rowOf = rowsBy(rows, key, what);
  return (value) => rowOf(value).id;
}

/**
 * Loads the demo rows in one transaction; the garage's pictures, manuals and videos go to `files` first.
 * `withAdmin: false` leaves out the demo administrator; the passwords are the README's only on a local demo (demo-access.ts).
 */
export async function loadDemoData(db: Db, files: FileStore, { withAdmin, passwords }: Pick<DemoPlan, 'withAdmin' | 'passwords'> = LOCAL_DEMO): Promise<void> {
  // argon2 is deliberately slow: one hash per distinct password, not one per user.
  const [admin, owner, dealer] = await Promise.all([hashPassword(passwords.admin), hashPassword(passwords.owner), hashPassword(passwords.dealer)]);
  const garageDocuments = await garageContent(files);

  await db.transaction(async (tx) => {
    const dealerRows = await tx.insert(dealers).values(DEALERS).returning();
    const dealerId = idsBy(dealerRows, (d) => d.dealer_code, 'dealer code');
    const modelId = idsBy(await tx.insert(models).values(MODEL_ROWS).returning({ id: models.id, code: models.code }), (m) => m.code, 'model code');
    const specId = idsBy(
      await tx
        .insert(specs)
        .values(SPEC_NAMES.map((name) => ({ name })))
        .returning({ id: specs.id, name: specs.name }),
      (s) => s.name,
      'spec',
    );
    await tx
      .insert(modelSpecs)
      .values(VARIANT_SPECS.flatMap(({ code, specs: names }) => names.map((name, order) => ({ models_id: modelId(code), specs_id: specId(name), order }))));
    await tx.insert(colours).values(COLOURS);
    await tx.insert(trims).values(TRIMS);
    await tx.insert(costs).values(COSTS);
    await tx.insert(accessories).values(ACCESSORIES);
    await tx.insert(postcodes).values(postcodeRows(dealerRows));

    const userId = idsBy(
      await tx
        .insert(users)
        .values(userRows({ admin, owner, dealer }, dealerId, newCode).filter((row) => withAdmin || row.role !== 'ADMIN'))
        .returning({ id: users.id, email: users.email }),
      (u) => u.email,
      'user',
    );
    const ownedVehicles = await tx
      .insert(vehicles)
      .values(vehicleRows(userId, dealerId, modelId))
      .returning({ id: vehicles.id, user_id: vehicles.user_id, registration: vehicles.registration });
    await tx.insert(vehicleServices).values(
      bookingRows(
        rowsBy(ownedVehicles, (v) => v.registration, 'registration'),
        dealerId,
      ),
    );

    const crmOwnerId = idsBy(
      await tx.insert(pentanas).values(CRM_OWNERS).returning({ id: pentanas.id, mds: pentanas.mds_owner_number }),
      (p) => p.mds,
      'CRM owner',
    );
    await tx.insert(pentanaVehicles).values(crmVehicleRows(crmOwnerId));

    const recallId = idsBy(await tx.insert(recalls).values(RECALLS).returning({ id: recalls.id, reference: recalls.reference }), (r) => r.reference, 'recall');
    await tx.insert(recallVehicles).values(RECALL_VINS.map(({ reference, vin }) => ({ recalls_id: recallId(reference), vin })));

    await tx.insert(configurations).values(configurationRows(() => newCode(10)));
    await tx.insert(messages).values(MESSAGES);
    await tx.insert(contentDocuments).values([...CONTENT_DOCUMENTS, ...garageDocuments]);
    await tx.insert(syncRuns).values(SYNC_RUNS);
  });
}
