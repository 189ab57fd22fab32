// The owner's data (docs/decisions.md, "The owner's data"): GET /api/user/export hands the owner a
// JSON file of their account, consents, vehicles, bookings, recalls and photos as links, and never
// anything of another owner's; consents changed in My account or by staff are stamped with the time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUrl } from '../../server/core/file-addresses.ts';
import { type TestApi, startApi } from './harness.ts';
import { type TestOwner, asOwner, markersOf, ownerWithThings } from './owner-people.ts';

let api: TestApi;
let fern: TestOwner;
let gus: TestOwner;
beforeAll(async () => {
  api = await startApi();
  [fern, gus] = [await ownerWithThings(api), await ownerWithThings(api)];
});
afterAll(() => api.close());

const details = {
  firstname: 'Fern',
  lastname: 'Field',
  mobile_phone: '0491 570 110',
  address_line_1: '3 Creek Rd',
  suburb: 'Ryde',
  state: 'NSW',
  postcode: '2112',
};

describe('GET /api/user/export', () => {
  it("answers a dated JSON file of the owner's account, consents, vehicles, bookings, recalls and photos", async () => {
    const reply = await asOwner(api, fern, 'GET', '/api/user/export');
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(reply.headers['content-disposition']).toBe(`attachment; filename="mygwm-data-${today}.json"`);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    const data = reply.body;
    expect(data.account).toMatchObject({ id: fern.id, email: fern.email, firstname: fern.firstname, lastname: fern.lastname, state: 'NSW' });
    expect(data.account).not.toHaveProperty('password');
    expect(data.consents).toEqual({ marketing: { given: true, changed_at: expect.any(String) }, service_reminders: { given: true, changed_at: null } });
    expect(data.vehicles).toEqual([
      expect.objectContaining({
        id: fern.vehicle.id,
        vin: fern.vehicle.vin,
        registration: fern.vehicle.registration,
        nickname: fern.vehicle.nickname,
        model: 'GWM Cannon Ultra',
        photo_url: `http://localhost:3000${fileUrl(fern.vehicle.photo)}`,
      }),
    ]);
    expect(data.bookings).toEqual([
      expect.objectContaining({
        id: fern.booking.id,
        vehicle_id: fern.vehicle.id,
        registration: fern.vehicle.registration,
        description: fern.booking.description,
      }),
    ]);
    expect(data.recalls).toEqual([]);
    expect(data.photos).toEqual([{ vehicle_id: fern.vehicle.id, url: `http://localhost:3000${fileUrl(fern.vehicle.photo)}` }]);
  });

  it("lists the recall campaigns on the owner's VINs, and none on another owner's", async () => {
    const recall = await api.post('admin', '/api/recalls', {
      reference: 'R-EXPORT-1',
      title: 'Seat belt buckle',
      description: 'The buckle may not latch.',
      risk: 'A belt that does not latch raises the risk of injury in a crash.',
      remedy: 'The dealer replaces the buckle.',
      published_date: '2026-10-01',
      country: 'AU',
    });
    expect(recall.status, JSON.stringify(recall.body)).toBe(201);
    for (const vin of [fern.vehicle.vin, gus.vehicle.vin]) {
      const added = await api.post('admin', '/api/recallvehicles', { recalls_id: recall.body.id, vin });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
    }
    const { recalls } = (await asOwner(api, fern, 'GET', '/api/user/export')).body;
    expect(recalls).toEqual([
      {
        vin: fern.vehicle.vin,
        reference: 'R-EXPORT-1',
        title: 'Seat belt buckle',
        risk: expect.any(String),
        remedy: 'The dealer replaces the buckle.',
        published_date: '2026-10-01',
        active: true,
        remedied_date: null,
      },
    ]);
  });

  it("never holds another owner's data, each way", async () => {
    const [ofFern, ofGus] = [await asOwner(api, fern, 'GET', '/api/user/export'), await asOwner(api, gus, 'GET', '/api/user/export')];
    const [fernText, gusText] = [JSON.stringify(ofFern.body).toLowerCase(), JSON.stringify(ofGus.body).toLowerCase()];
    for (const marker of markersOf(gus)) expect(fernText, marker).not.toContain(marker.toLowerCase());
    for (const marker of markersOf(fern)) expect(gusText, marker).not.toContain(marker.toLowerCase());
    // Nor of the harness's owners, whose ids the export is not asked for.
    expect(fernText).not.toContain('olive@test.example');
  });

  it('is for a signed-in owner: 401 without a token, 403 for an API account', async () => {
    expect((await api.get('visitor', '/api/user/export')).status).toBe(401);
    expect((await api.get('api', '/api/user/export')).status).toBe(403);
  });
});

describe('consents in My account', () => {
  it('records when marketing consent and service reminders changed, and leaves the time alone when nothing changed', async () => {
    const before = Date.now();
    const changed = await asOwner(api, gus, 'PUT', '/api/users/update', { ...details, consent: false, service_reminders: false });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const { consent_changed_at, service_reminders_changed_at } = changed.body.data;
    expect(changed.body.data).toMatchObject({ consent: false, service_reminders: false });
    expect(new Date(consent_changed_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(service_reminders_changed_at).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const same = await asOwner(api, gus, 'PUT', '/api/users/update', { ...details, consent: false, service_reminders: false });
    expect(same.body.data).toMatchObject({ consent_changed_at, service_reminders_changed_at });
    // Left out, each stays as it was.
    const without = await asOwner(api, gus, 'PUT', '/api/users/update', details);
    expect(without.body.data).toMatchObject({ consent: false, consent_changed_at, service_reminders: false, service_reminders_changed_at });
    const exported = await asOwner(api, gus, 'GET', '/api/user/export');
    expect(exported.body.consents).toEqual({
      marketing: { given: false, changed_at: consent_changed_at },
      service_reminders: { given: false, changed_at: service_reminders_changed_at },
    });
  });

  it('records a change staff make, and takes no time from them', async () => {
    const read = await api.get('admin', `/api/users/${fern.id}`);
    const { consent_changed_at: was } = read.body;
    // As the dialog sends it: the fields that hold a value.
    const record = Object.fromEntries(Object.entries(read.body).filter(([, value]) => value !== null));
    const edited = await api.put('admin', `/api/users/${fern.id}`, { ...record, consent: false, consent_changed_at: '2000-01-01T00:00:00Z' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.consent).toBe(false);
    expect(edited.body.consent_changed_at).not.toBe(was);
    expect(edited.body.consent_changed_at).not.toBe('2000-01-01T00:00:00.000Z');
    expect(edited.body.service_reminders_changed_at).toBeNull();
  });
});
