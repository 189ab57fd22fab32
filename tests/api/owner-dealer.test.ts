// The owner's preferred dealer (docs/owner-app.md 2.12, 2.13, 7): GET dealers/user answers it as
// GET dealers/{id} does, or 404 with a sentence while none is chosen; PUT dealers/user chooses an
// enabled one. /api/dealers/user is never read as the dealer with id "user".
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/generated/tables.ts';
import { type TestApi, startApi } from './harness.ts';
import { insertDealer } from './owner-fixtures.ts';

let api: TestApi;
let dealer: { id: number; name: string };
let disabled: { id: number };

beforeAll(async () => {
  api = await startApi();
  dealer = await insertDealer(api, { name: 'Parramatta GWM', dealer_hours: [{ day: 'Monday', open: '08:00', close: '17:00' }] });
  disabled = await insertDealer(api, { enabled: false });
});
afterAll(() => api.close());

describe('GET and PUT dealers/user', () => {
  it('answers 404 with a sentence while no dealer is chosen', async () => {
    const none = await api.get('owner', '/api/dealers/user');
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('You have not chosen a dealer yet.');
  });

  it('chooses an enabled dealer and answers it with its hours', async () => {
    const chosen = await api.put('owner', '/api/dealers/user', { dealer: dealer.id });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ id: dealer.id, name: 'Parramatta GWM', dealer_hours: [{ day: 'Monday', open: '08:00', close: '17:00' }] });
    const mine = await api.get('owner', '/api/dealers/user');
    expect(mine).toEqual(await api.get('owner', `/api/dealers/${dealer.id}`));
    expect(chosen.body).toEqual(mine.body);
    expect((await api.get('owner', '/api/user')).body.data.dealers_id).toBe(dealer.id);
  });

  it('chooses by POST with _method=PUT too, and refuses a POST without it', async () => {
    const other = await insertDealer(api, { name: 'Penrith GWM' });
    const chosen = await api.post('owner', '/api/dealers/user', { dealer: other.id, _method: 'PUT' });
    expect(chosen.status).toBe(200);
    expect(chosen.body.name).toBe('Penrith GWM');
    expect((await api.post('owner', '/api/dealers/user', { dealer: dealer.id })).status).toBe(405);
    expect((await api.put('owner', '/api/dealers/user', { dealer: dealer.id })).body.id).toBe(dealer.id);
  });

  it('asks for a dealer when none is sent', async () => {
    const refused = await api.put('owner', '/api/dealers/user', {});
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ dealer: ['Please choose a dealer from the list.'] });
  });

  it("keeps each owner's choice their own", async () => {
    expect((await api.get('other', '/api/dealers/user')).status).toBe(404);
  });

  it('refuses a disabled or unknown dealer and keeps the choice', async () => {
    for (const id of [disabled.id, 999999]) {
      const refused = await api.put('owner', '/api/dealers/user', { dealer: id });
      expect(refused.status).toBe(422);
      expect(refused.body.errors.dealer).toEqual(['Please choose a dealer from the list.']);
    }
    expect((await api.get('owner', '/api/dealers/user')).body.id).toBe(dealer.id);
  });

  it('answers the dealer even after it was disabled, so the screen can send the owner to choose again', async () => {
    await api.app.database.db.update(users).set({ dealers_id: disabled.id }).where(eq(users.id, api.ids.owner));
    const mine = await api.get('owner', '/api/dealers/user');
    expect(mine.body).toMatchObject({ id: disabled.id, enabled: false });
  });
});
