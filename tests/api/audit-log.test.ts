// The audit log of staff changes (GET /api/auditlog): every kind of staff write records exactly
// one entry with its person, record type, record id, action, before and after. Changes to people
// and the absence of secrets are in audit-log-people.test.ts; a failed write leaving none, and
// administrators only reading the log, in audit-log-integrity.test.ts.
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedFields } from '../../shared/audit-diff.ts';
import { CONTENT_TYPES } from '../../shared/content.ts';
import { auditEntries, colours, contentDocuments, specs, vehicles } from '../../server/generated/tables.ts';
import { withoutSecrets } from '../../server/queries/audit-log.ts';
import { dealerPayload } from './fixtures.ts';
import { type TestApi, startApi } from './harness.ts';
import { sendForm } from './multipart.ts';
import { insertBooking, insertDealer, insertModel, insertVehicle, postcodeBody, unique, vehicleBody } from './owner-fixtures.ts';
import { recordStatements } from './recorded-statements.ts';
import { csv, upload } from './upload-files.ts';
import { auditTools, tag } from './audit-fixtures.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const { rowCount, entriesOf, onlyEntryOf, byAdmin, createDealer } = auditTools(() => api);

describe('every kind of staff write records one entry', () => {
  it('create: the new record under after, nothing before', async () => {
    let id = 0;
    const entry = await onlyEntryOf(async () => ({ id } = await createDealer()));
    expect(entry).toMatchObject({ ...byAdmin(), action: 'create', entity: 'dealer', record_id: String(id), before: null });
    expect(entry.after).toMatchObject({ id, enabled: true });
    expect(await entriesOf('dealer', id)).toHaveLength(1);
  });

  it('create in one statement (no hook takes part): the entry is what the transaction would have written', async () => {
    const model = await insertModel(api);
    let id = 0;
    const entry = await onlyEntryOf(async () => {
      const { sent, result } = await recordStatements(api.app.database, () => api.post('admin', '/api/vehicles', vehicleBody(api.ids.owner, model.id)));
      expect(result.status).toBe(201);
      expect(result.body).toMatchObject({ user: { id: api.ids.owner }, model: { id: model.id } });
      expect(sent).toHaveLength(1);
      id = result.body.id;
    });
    expect(entry).toMatchObject({ ...byAdmin(), action: 'create', entity: 'vehicle', record_id: String(id), before: null });
    const [row] = await api.app.database.db.select().from(vehicles).where(eq(vehicles.id, id));
    expect(entry.after).toEqual(withoutSecrets(null, JSON.parse(JSON.stringify(row))).after);
    expect(entry.after!.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('a create in one statement that is refused leaves neither the record nor an entry', async () => {
    const model = await insertModel(api);
    const first = await api.post('admin', '/api/vehicles', vehicleBody(api.ids.owner, model.id));
    const entries = await rowCount();
    const refused = await api.post('admin', '/api/vehicles', vehicleBody(api.ids.other, model.id, { vin: first.body.vin }));
    expect(refused.status).toBe(422);
    expect(await rowCount()).toBe(entries);
    expect(await api.app.database.db.select().from(vehicles).where(eq(vehicles.vin, first.body.vin))).toHaveLength(1);
  });

  it('update: the fields before and after, and the changed ones tell the difference', async () => {
    const dealer = await createDealer();
    const entry = await onlyEntryOf(() => api.put('admin', `/api/dealers/${dealer.id}`, { ...dealerPayload(tag()), name: 'Renamed Motors', suburb: 'Auburn' }));
    expect(entry).toMatchObject({ ...byAdmin(), action: 'update', entity: 'dealer', record_id: String(dealer.id) });
    expect(entry.before).toMatchObject({ name: dealer.name, suburb: 'Granville' });
    expect(entry.after).toMatchObject({ name: 'Renamed Motors', suburb: 'Auburn' });
    const fields = changedFields(entry.before, entry.after).map((c) => c.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'suburb']));
    expect(fields).not.toContain('state');
    expect(fields).not.toContain('updated_at');
  });

  it('delete: a dealer disabled in its place shows after as it now stands; a deleted spec shows no after', async () => {
    const dealer = await createDealer();
    const disabled = await onlyEntryOf(() => api.del('admin', `/api/dealers/${dealer.id}`));
    expect(disabled).toMatchObject({ action: 'delete', entity: 'dealer', record_id: String(dealer.id), before: { enabled: true }, after: { enabled: false } });

    const [spec] = await api.app.database.db
      .insert(specs)
      .values({ name: unique('Spec ') })
      .returning();
    const deleted = await onlyEntryOf(() => api.del('admin', `/api/specs/${spec!.id}`));
    expect(deleted).toMatchObject({ ...byAdmin(), action: 'delete', entity: 'spec', record_id: String(spec!.id), before: { name: spec!.name }, after: null });
  });

  it('restore: a disabled dealer enabled again', async () => {
    const dealer = await insertDealer(api, { enabled: false });
    const entry = await onlyEntryOf(() => api.get('admin', `/api/dealers/restore/${dealer.id}`));
    expect(entry).toMatchObject({
      ...byAdmin(),
      action: 'restore',
      entity: 'dealer',
      record_id: String(dealer.id),
      before: { enabled: false },
      after: { enabled: true },
    });
  });

  it('model specs: link, reorder and unlink', async () => {
    const model = await insertModel(api);
    const [spec] = await api.app.database.db
      .insert(specs)
      .values({ name: unique('Spec ') })
      .returning();
    let linkId = 0;
    const linked = await onlyEntryOf(
      async () =>
        ({
          body: { id: linkId },
        } = await api.post('admin', '/api/specs/add', { models_id: model.id, specs_id: spec!.id })),
    );
    expect(linked).toMatchObject({
      action: 'link',
      entity: 'model-spec',
      record_id: String(linkId),
      before: null,
      after: { models_id: model.id, specs_id: spec!.id, order: 0 },
    });
    const moved = await onlyEntryOf(() => api.post('admin', '/api/specs/reorder', { id: linkId, order: 3 }));
    expect(moved).toMatchObject({ action: 'reorder', record_id: String(linkId), before: { order: 0 }, after: { order: 3 } });
    const unlinked = await onlyEntryOf(() => api.del('admin', `/api/specs/delete/${linkId}`));
    expect(unlinked).toMatchObject({ action: 'unlink', record_id: String(linkId), before: { order: 3 }, after: null });
  });

  it('a booking status set by staff; an owner cancelling their own is not a staff change', async () => {
    const dealer = await insertDealer(api);
    const vehicle = await insertVehicle(api, api.ids.owner, (await insertModel(api)).id);
    const booking = await insertBooking(api, { vehicle_id: vehicle.id, dealer_id: dealer.id, user_id: api.ids.owner });
    const confirmed = await onlyEntryOf(() => api.put('admin', `/api/vehicleservices/${booking.id}/status`, { status: 'confirmed' }));
    expect(confirmed).toMatchObject({
      ...byAdmin(),
      action: 'update',
      entity: 'vehicle-service',
      record_id: String(booking.id),
      before: { status: 'requested' },
      after: { status: 'confirmed' },
    });

    const mine = await insertBooking(api, { vehicle_id: vehicle.id, dealer_id: dealer.id, user_id: api.ids.owner });
    const before = await rowCount();
    expect((await api.put('owner', `/api/vehicleservices/${mine.id}/status`, { status: 'cancelled' })).status).toBe(200);
    expect(await rowCount()).toBe(before);
  });

  it('content: an uploaded picture and a saved how-to video, by their document keys', async () => {
    await insertModel(api, { code: 'AUDH6', model: 'H6', variant: 'Lux', brand: 'Haval' });
    await api.app.database.db.insert(colours).values({ code: 'AU01', name: 'Audit Grey', country: 'AU' });
    const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#445566' } })
      .png()
      .toBuffer();
    const image = { data: png, filename: 'grey.png', type: 'image/png' };
    const upload = await onlyEntryOf(() =>
      sendForm(api, 'admin', '/api/content/uploads', { kind: 'vehicle-image', model_code: 'AUDH6', colour_code: 'AU01', file: image }),
    );
    expect(upload).toMatchObject({
      ...byAdmin(),
      action: 'upload',
      entity: 'content-document',
      record_id: 'vehicle-image-audh6-au01',
      before: null,
      after: { type: CONTENT_TYPES.vehicleImage },
    });

    await api.app.database.db
      .insert(contentDocuments)
      .values({ type: CONTENT_TYPES.videoCategory, name: 'Audit basics', document_key: 'video-category-audit', elements: { name: 'Audit basics', order: 1 } });
    const form = {
      model: 'H6',
      video_title: 'Audit walkthrough',
      video_url: 'https://www.youtube.com/watch?v=abcdef12345',
      default: 'false',
      categories: JSON.stringify(['Audit basics']),
      thumbnail: image,
    };
    const added = await onlyEntryOf(() => sendForm(api, 'admin', '/api/content/videos', form));
    expect(added).toMatchObject({
      action: 'create',
      entity: 'content-document',
      record_id: 'video-h6-audit-walkthrough',
      before: null,
      after: { name: 'Audit walkthrough' },
    });
    const changed = await onlyEntryOf(() =>
      sendForm(api, 'admin', '/api/content/videos/video-h6-audit-walkthrough', { ...form, video_title: 'Audit walkthrough, part one' }, 'PUT'),
    );
    expect(changed).toMatchObject({ action: 'update', before: { name: 'Audit walkthrough' }, after: { name: 'Audit walkthrough, part one' } });
  });

  it('a sync: the run it started, with the resource and platform', async () => {
    const entry = await onlyEntryOf(async () => expect((await api.put('admin', '/api/dealers/synccustomerio')).status).toBe(200));
    expect(entry).toMatchObject({ ...byAdmin(), action: 'sync', entity: 'sync-run', after: { resource: 'dealers', target: 'customerio' } });
  });

  it('a bulk change: one entry per record, each with its own before and after', async () => {
    const codes = [unique('BK'), unique('BK')];
    const ids = [];
    for (const code of codes) ids.push((await api.app.database.db.insert(colours).values({ code, name: 'Bulk Grey', country: 'AU' }).returning())[0]!.id);
    const before = await rowCount();
    expect((await api.post('admin', '/api/colours/bulk', { action: 'update', ids, values: { name: 'Bulk Blue' } })).status).toBe(200);
    const entries = await api.app.database.db
      .select()
      .from(auditEntries)
      .orderBy(sql`${auditEntries.id} desc`)
      .limit(2);
    expect(await rowCount()).toBe(before + 2);
    expect(entries.map((e) => e.record_id).sort()).toEqual(ids.map(String).sort());
    for (const entry of entries)
      expect(entry).toMatchObject({ action: 'update', entity: 'colour', before: { name: 'Bulk Grey' }, after: { name: 'Bulk Blue' } });
  });

  it('a CSV upload: the file and its counts; a check, which writes nothing, records nothing', async () => {
    await insertDealer(api, { dealer_code: 'AUDIT-PMA', brand: 'GWM' });
    expect((await api.post('admin', '/api/postcodes', postcodeBody({ postcode: '2913' }))).status).toBe(201);
    const file = csv([['2913', 'audit-pma']]);
    const before = await rowCount();
    expect((await upload(api, 'postcodes', file, { dryRun: true, fileName: 'check.csv' })).status).toBe(200);
    expect(await rowCount()).toBe(before);
    const entry = await onlyEntryOf(() => upload(api, 'postcodes', file, { fileName: 'pmas.csv' }));
    expect(entry).toMatchObject({
      ...byAdmin(),
      action: 'upload',
      entity: 'upload',
      before: null,
      after: { kind: 'postcodes', file_name: 'pmas.csv', rows: 1, rejected: 0, records: { postcodes: { updated: 1 } } },
    });
  });

  it("an API account's saved configuration names the account", async () => {
    const configuration = {
      email: 'cam@buyer.example',
      total_price: 5249000,
      model: { brand: 'GWM', model: 'Cannon Alpha', variant: 'Ultra', code: 'P05', driveaway: 5099000 },
    };
    const reply = await onlyEntryOf(() => api.post('api', '/api/configurator', configuration));
    expect(reply).toMatchObject({
      actor_id: api.ids.api,
      actor_email: 'configurator@api.test.example',
      actor_role: 'API',
      action: 'create',
      entity: 'configuration',
    });
  });
});
