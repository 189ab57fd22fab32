// Dealers beyond the generic record API (docs/back-office.md sections 3, 4 and 7): opening hours by
// weekday, the Active and Disabled lists, disabling frees the dealer's PMAs, restore, and the
// PMA list and count on every read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAYS, type Payload, dealerHours, dealerPayload } from './fixtures.ts';
import { type TestApi, startApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

let serial = 0;
const nextTag = () => `DL${(serial++).toString(36)}${Date.now().toString(36).slice(-3)}`.toUpperCase();

async function createDealer(overrides: Payload = {}, brand: 'GWM' | 'Haval' = 'GWM') {
  const reply = await api.post('admin', '/api/dealers', { ...dealerPayload(nextTag(), brand), ...overrides });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body as Payload & { id: number };
}

let postcodeSerial = 0;
async function allocatePostcode(dealerId: number, state = 'NSW') {
  const postcode = String(2100 + postcodeSerial++);
  const reply = await api.post('admin', '/api/postcodes', {
    postcode,
    locality: `Locality ${postcode}`,
    lng: 151.1,
    lat: -33.8,
    state,
    acoustic_id: `ac-pc-${postcode}`,
    dealer: dealerId,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body as { id: number; postcode: string; gwm_dealers_id: number | null; haval_dealers_id: number | null };
}

const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id);

describe('opening hours', () => {
  it('stores hours sent by weekday as dealer_hours, Monday to Sunday', async () => {
    const dealer = await createDealer();
    const expected = WEEKDAYS.map((day) => ({ day, ...dealerHours()[day]! }));
    expect(dealer.dealer_hours).toEqual(expected);
    expect(dealer).not.toHaveProperty('hours');
    const read = await api.get('admin', `/api/dealers/${dealer.id}`);
    expect(read.body.dealer_hours).toEqual(expected);
    expect(read.body.dealer_hours.map((h: { day: string }) => h.day)).toEqual([...WEEKDAYS]);
  });

  it('orders the weekdays Monday to Sunday whatever order the object had', async () => {
    const hours = dealerHours();
    const reversed = Object.fromEntries([...WEEKDAYS].reverse().map((day) => [day, hours[day]]));
    const dealer = await createDealer({ hours: reversed });
    expect((dealer.dealer_hours as { day: string }[]).map((h) => h.day)).toEqual([...WEEKDAYS]);
  });

  it('keeps "Closed" and "By Appointment Only" values as sent', async () => {
    const dealer = await createDealer();
    const byDay = Object.fromEntries((dealer.dealer_hours as { day: string; open: string; close: string }[]).map((h) => [h.day, h]));
    expect(byDay.Sunday).toEqual({ day: 'Sunday', open: 'Closed', close: 'Closed' });
    expect(byDay.Saturday!.close).toBe('By Appointment Only');
  });

  it('accepts dealer_hours as a list too', async () => {
    const list = WEEKDAYS.map((day) => ({ day, open: '7:00 AM', close: '6:00 PM' }));
    const { hours: _hours, ...payload } = dealerPayload(nextTag());
    const reply = await api.post('admin', '/api/dealers', { ...payload, dealer_hours: list });
    expect(reply.status).toBe(201);
    expect(reply.body.dealer_hours).toEqual(list);
  });

  it('creates a dealer without hours', async () => {
    const { hours: _hours, ...payload } = dealerPayload(nextTag());
    const reply = await api.post('admin', '/api/dealers', payload);
    expect(reply.status).toBe(201);
    expect(reply.body.dealer_hours).toBeNull();
  });

  it('updates the hours with POST, _method=PUT and editDealerId as the edit dialog sends them', async () => {
    const dealer = await createDealer();
    const hours = { ...dealerHours(), Monday: { open: '7:00 AM', close: '7:00 PM' } };
    const reply = await api.post('admin', `/api/dealers/${dealer.id}`, { ...dealerPayload(nextTag()), hours, editDealerId: dealer.id, _method: 'PUT' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const read = await api.get('admin', `/api/dealers/${dealer.id}`);
    expect(read.body.dealer_hours[0]).toEqual({ day: 'Monday', open: '7:00 AM', close: '7:00 PM' });
    expect(read.body.dealer_hours).toHaveLength(7);
    expect(read.body).not.toHaveProperty('editDealerId');
  });
});

describe('PMAs on reads', () => {
  it('a new dealer reads with no PMAs and a count of 0', async () => {
    const dealer = await createDealer();
    expect(dealer).toMatchObject({ dealer_p_m_as: [], pma_count: 0 });
  });

  it('lists the postcodes allocated to the dealer with their count, on read, list and search', async () => {
    const dealer = await createDealer({ name: 'Pma Reading Motors' });
    const first = await allocatePostcode(dealer.id);
    const second = await allocatePostcode(dealer.id);
    expect(first.gwm_dealers_id).toBe(dealer.id);

    const read = await api.get('admin', `/api/dealers/${dealer.id}`);
    expect(read.body.pma_count).toBe(2);
    expect(read.body.dealer_p_m_as.map((p: { postcode: string }) => p.postcode)).toEqual([first.postcode, second.postcode]);
    expect(read.body.dealer_p_m_as[0]).toMatchObject({ id: first.id, postcode: first.postcode });

    const listed = await api.get('admin', '/api/dealers?per_page=-1');
    const row = listed.body.data.find((d: { id: number }) => d.id === dealer.id);
    expect(row).toMatchObject({ pma_count: 2 });
    const found = await api.get('admin', '/api/dealers/search?q=pma reading');
    expect(found.body).toEqual([expect.objectContaining({ id: dealer.id, pma_count: 2 })]);
    const owner = await api.get('owner', `/api/dealers/${dealer.id}`);
    expect(owner.body.pma_count).toBe(2);
  });

  it('a Haval dealer gets its postcodes in the Haval slot', async () => {
    const haval = await createDealer({}, 'Haval');
    const postcode = await allocatePostcode(haval.id);
    expect(postcode).toMatchObject({ haval_dealers_id: haval.id, gwm_dealers_id: null });
    expect((await api.get('admin', `/api/dealers/${haval.id}`)).body.pma_count).toBe(1);
  });
});

describe('Active and Disabled lists', () => {
  it('?enabled=false lists disabled dealers only, ?enabled=true active ones only', async () => {
    const active = await createDealer();
    const disabled = await createDealer();
    expect((await api.del('admin', `/api/dealers/${disabled.id}`)).status).toBe(200);

    const off = await api.get('admin', '/api/dealers?enabled=false&per_page=-1');
    expect(off.status).toBe(200);
    expect(idsOf(off.body.data)).toContain(disabled.id);
    expect(idsOf(off.body.data)).not.toContain(active.id);
    expect(off.body.data.every((d: { enabled: boolean }) => d.enabled === false)).toBe(true);

    const on = await api.get('admin', '/api/dealers?enabled=true&per_page=-1');
    expect(idsOf(on.body.data)).toContain(active.id);
    expect(idsOf(on.body.data)).not.toContain(disabled.id);
    expect(on.body.data.every((d: { enabled: boolean }) => d.enabled === true)).toBe(true);

    const all = await api.get('admin', '/api/dealers?per_page=-1');
    expect(all.body.total).toBe(on.body.total + off.body.total);
    expect((await api.get('admin', '/api/dealers/count/?enabled=false')).body).toEqual({ count: off.body.total });
    expect((await api.get('admin', '/api/dealers/count?enabled=true')).body).toEqual({ count: on.body.total });
  });

  it('lists by brand, state and country', async () => {
    const haval = await createDealer({ state: 'NZ', country: 'NZ' }, 'Haval');
    const listed = await api.get('admin', '/api/dealers?brand=Haval&country=NZ&state=NZ&per_page=-1');
    expect(idsOf(listed.body.data)).toContain(haval.id);
    expect(listed.body.data.every((d: Payload) => d.brand === 'Haval' && d.country === 'NZ')).toBe(true);
  });

  it('searches by suburb, postcode, email and dealer code, within a list', async () => {
    const dealer = await createDealer({ suburb: 'Wollongbar', email: 'service@northcoast-motors.example', dealer_code: 'NCM-7731', postcode: '2477' });
    for (const q of ['wollong', 'NORTHCOAST-MOTORS', 'ncm-77', '2477']) {
      const found = await api.get('admin', `/api/dealers/search?q=${encodeURIComponent(q)}`);
      expect(idsOf(found.body), q).toEqual([dealer.id]);
    }
    expect((await api.get('admin', '/api/dealers?enabled=false&q=wollongbar')).body.total).toBe(0);
    expect((await api.get('admin', '/api/dealers?enabled=true&q=wollongbar')).body.total).toBe(1);
  });
});

describe('disable and restore', () => {
  it('DELETE disables the dealer (it moves to the enabled=false list) and frees its PMAs', async () => {
    const dealer = await createDealer();
    const other = await createDealer();
    const mine = await allocatePostcode(dealer.id);
    const theirs = await allocatePostcode(other.id);

    const deleted = await api.del('admin', `/api/dealers/${dealer.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toEqual(expect.any(String));

    const read = await api.get('admin', `/api/dealers/${dealer.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ enabled: false, pma_count: 0, dealer_p_m_as: [] });
    expect(idsOf((await api.get('admin', '/api/dealers?enabled=false&per_page=-1')).body.data)).toContain(dealer.id);

    const freed = await api.get('admin', `/api/postcodes/${mine.id}`);
    expect(freed.body).toMatchObject({ gwm_dealers_id: null, haval_dealers_id: null });
    const kept = await api.get('admin', `/api/postcodes/${theirs.id}`);
    expect(kept.body.gwm_dealers_id).toBe(other.id);
    expect((await api.get('admin', `/api/dealers/${other.id}`)).body.pma_count).toBe(1);
  });

  it('disabling a Haval dealer frees the Haval slot and leaves the GWM dealer of the same postcode', async () => {
    const gwm = await createDealer({}, 'GWM');
    const haval = await createDealer({}, 'Haval');
    const shared = await allocatePostcode(gwm.id);
    const both = await api.put('admin', `/api/postcodes/${shared.id}`, {
      postcode: shared.postcode,
      locality: 'Shared',
      lng: 151.1,
      lat: -33.8,
      state: 'NSW',
      acoustic_id: 'ac-shared',
      dealer: haval.id,
    });
    expect(both.status, JSON.stringify(both.body)).toBe(200);
    expect((await api.get('admin', `/api/postcodes/${shared.id}`)).body).toMatchObject({ gwm_dealers_id: gwm.id, haval_dealers_id: haval.id });

    expect((await api.del('admin', `/api/dealers/${haval.id}`)).status).toBe(200);
    expect((await api.get('admin', `/api/postcodes/${shared.id}`)).body).toMatchObject({ gwm_dealers_id: gwm.id, haval_dealers_id: null });
  });

  it('restore brings a disabled dealer back to the enabled list, without its old PMAs', async () => {
    const dealer = await createDealer();
    await allocatePostcode(dealer.id);
    await api.del('admin', `/api/dealers/${dealer.id}`);

    const restored = await api.get('admin', `/api/dealers/restore/${dealer.id}`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id: dealer.id, enabled: true, name: dealer.name });

    const on = await api.get('admin', '/api/dealers?enabled=true&per_page=-1');
    expect(idsOf(on.body.data)).toContain(dealer.id);
    const off = await api.get('admin', '/api/dealers?enabled=false&per_page=-1');
    expect(idsOf(off.body.data)).not.toContain(dealer.id);
    expect((await api.get('admin', `/api/dealers/${dealer.id}`)).body).toMatchObject({ enabled: true, pma_count: 0 });
  });

  it('restoring an active dealer leaves it active', async () => {
    const dealer = await createDealer();
    const restored = await api.get('admin', `/api/dealers/restore/${dealer.id}`);
    expect(restored.status).toBe(200);
    expect(restored.body.enabled).toBe(true);
  });

  it('answers 404 with a message to DELETE and restore of an unknown dealer', async () => {
    for (const reply of [await api.del('admin', '/api/dealers/987654'), await api.get('admin', '/api/dealers/restore/987654')]) {
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ message: expect.stringMatching(/987654.*not found/) });
    }
  });

  it('an update does not re-enable a disabled dealer', async () => {
    const dealer = await createDealer();
    await api.del('admin', `/api/dealers/${dealer.id}`);
    const updated = await api.put('admin', `/api/dealers/${dealer.id}`, { ...dealerPayload(nextTag()), enabled: true });
    expect(updated.status).toBe(200);
    expect((await api.get('admin', `/api/dealers/${dealer.id}`)).body.enabled).toBe(false);
  });

  it('only an administrator may disable or restore', async () => {
    const dealer = await createDealer();
    for (const as of ['owner', 'api'] as const) {
      expect((await api.del(as, `/api/dealers/${dealer.id}`)).status).toBe(403);
      expect((await api.get(as, `/api/dealers/restore/${dealer.id}`)).status).toBe(403);
    }
    expect((await api.get('visitor', `/api/dealers/restore/${dealer.id}`)).status).toBe(401);
    expect((await api.get('admin', `/api/dealers/${dealer.id}`)).body.enabled).toBe(true);
  });
});
