// The records the access matrix (tests/api/access.test.ts) points its paths at: one of every kind,
// owner A's wherever a record has an owner, each of A's carrying a text found nowhere else (the
// markers), so a reply that holds any of them holds A's private data. Made with the fixtures and
// the API as the back office and the owner app make them.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { recallVehicles, users } from '../../server/generated/tables.ts';
import { makeDealerStaff } from './dealer-staff.ts';
import { catalogueCases } from './fixtures.ts';
import type { TestApi } from './harness.ts';
import { recallBody } from './recall-fixtures.ts';
import { csv, upload } from './upload-files.ts';
import { insertBooking, insertModel, insertPentana, insertPentanaVehicle, insertVehicle, postcodeBody, unique } from './owner-fixtures.ts';

export interface Seeded {
  /** The id of a record of each generic route (`vehicles` → owner A's vehicle). */
  ids: Record<string, number>;
  /** Ids and keys for the hand-written routes' parameters. */
  specLink: number;
  contentKey: string;
  /** Texts of owner A's that no other caller may be answered. */
  markers: string[];
  /** A staff member of another dealer than A's booking's, and their token. */
  dealerStaff: { id: number; token: string };
}

async function created(api: TestApi, url: string, body: object): Promise<number> {
  const reply = await api.post('admin', url, body);
  expect(reply.status, `${url}: ${JSON.stringify(reply.body)}`).toBe(201);
  return reply.body.id as number;
}

export async function seedOwnerA(api: TestApi): Promise<Seeded> {
  const ids: Record<string, number> = {};
  for (const c of catalogueCases) ids[c.route] = await created(api, `/api/${c.route}`, c.payload(unique('M')));
  ids.postcodes = await created(api, '/api/postcodes', postcodeBody());
  const contentKey = (await api.get('admin', `/api/contentdocuments/${ids.contentdocuments}`)).body.document_key as string;
  const specLink = await created(api, '/api/specs/add', { models_id: ids.models, specs_id: ids.specs });

  const db = api.app.database.db;
  const a = { lastname: unique('Quennell'), mobile_phone: `04${unique('')}7731`, email: 'olive@test.example' };
  await db.update(users).set({ lastname: a.lastname, mobile_phone: a.mobile_phone, dealers_id: ids.dealers }).where(eq(users.id, api.ids.owner));
  ids.users = api.ids.owner;

  const vehicle = await insertVehicle(api, api.ids.owner, ids.models!, { nickname: unique('Nick') });
  ids.vehicles = vehicle.id;
  // B's vehicle is of another model, so deleting A's model is not refused for it.
  await insertVehicle(api, api.ids.other, (await insertModel(api)).id);
  const booking = await insertBooking(api, { vehicle_id: vehicle.id, dealer_id: ids.dealers!, description: unique('Rattle ') });
  ids.vehicleservices = booking.id;

  // What staff hold about A: the CRM's owner and vehicle, a configuration at A's email, the reset email.
  ids.pentanas = (await insertPentana(api, { email_address: a.email, primary_last_name: a.lastname, mobile_phone: a.mobile_phone })).id;
  ids.pentanavehicles = (await insertPentanaVehicle(api, { vin: vehicle.vin, rego: vehicle.registration })).id;
  // A recall campaign naming A's VIN: A sees it, staff keep it.
  ids.recalls = await created(api, '/api/recalls', recallBody());
  const [onRecall] = await db.insert(recallVehicles).values({ recalls_id: ids.recalls, vin: vehicle.vin }).returning();
  ids.recallvehicles = onRecall!.id;
  const configuration = await api.post('api', '/api/configurator', { email: a.email, model: { code: 'P01' } });
  expect(configuration.status).toBe(201);
  ids.configurator = configuration.body.id as number;
  expect((await api.post('visitor', '/api/password/email', { email: a.email })).status).toBe(200);
  ids.outbox = (await api.get('admin', '/api/outbox?per_page=1')).body.data[0].id as number;
  expect((await api.put('admin', '/api/models/sync', {})).status).toBe(200);
  ids.syncruns = (await api.get('admin', '/api/syncruns?per_page=1')).body.data[0].id as number;
  expect((await upload(api, 'postcodes', csv([['2150', 'NO-SUCH-DEALER']]), { dryRun: true })).status).toBe(200);
  ids.uploads = (await api.get('admin', '/api/uploads?per_page=1')).body.data[0].id as number;
  ids.auditlog = (await api.get('admin', '/api/auditlog?per_page=1')).body.data[0].id as number;

  // Dealer staff are made as the back office makes them, at a dealer A has nothing to do with.
  const otherDealer = await created(api, '/api/dealers', catalogueCases.find((c) => c.route === 'dealers')!.payload(unique('D')));
  const dealerStaff = await makeDealerStaff(api, otherDealer);

  const markers = [a.email, a.lastname, a.mobile_phone, vehicle.vin!, vehicle.registration!, vehicle.engine_number!, vehicle.nickname!, booking.description!];
  return { ids, specLink, contentKey, markers, dealerStaff };
}
