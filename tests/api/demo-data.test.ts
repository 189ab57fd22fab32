// The demo data loads into a fresh database quickly, every row passes its entity's schema, the
// rows hang together (allocations, vehicles, prices, menu documents), and the demo accounts
// sign in while invited-but-unregistered owners cannot.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  colours,
  configurations,
  contentDocuments,
  dealers,
  modelSpecs,
  models,
  postcodes,
  tables,
  users,
  vehicleServices,
  vehicles,
} from '../../server/generated/tables.ts';
import { DEMO_ACCOUNTS } from '../../server/seed/demo-access.ts';
import { loadDemoData } from '../../server/seed/demo-data.ts';
import { MODEL_ROWS } from '../../server/seed/demo/models.ts';
import { type EntityId, entities } from '../../shared/generated/entities.ts';
import { validators } from '../../shared/generated/validators.ts';
import { validate } from '../../shared/validation.ts';
import { type TestApi, startApi } from './harness.ts';

/** Rows the demo data adds to each table (the harness adds 4 users and their 4 tokens). */
const EXPECTED: Partial<Record<EntityId, number>> = {
  accessory: 24,
  colour: 16,
  configuration: 5,
  // Menu header, 10 model menu entries, 140 pictures, 10 menu pictures, 31 manuals, 3 video categories, 12 videos, the videos page.
  'content-document': 208,
  cost: 5,
  dealer: 21,
  message: 7,
  'model-spec': 313,
  model: 31,
  'pentana-vehicle': 30,
  pentana: 20,
  postcode: 194,
  recall: 1,
  'recall-vehicle': 3,
  spec: 18,
  'sync-run': 2,
  trim: 6,
  user: 13,
  'vehicle-service': 11,
  vehicle: 15,
};
const HARNESS_USERS = 4;

let api: TestApi;

beforeAll(async () => {
  api = await startApi();
  await loadDemoData(api.app.database.db, api.app.files);
});
afterAll(() => api?.close());

const db = () => api.app.database.db;

/** A database row as the API would send it: timestamps as ISO strings, no null optional fields. */
function asJson(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([, value]) => value !== null)
      .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

async function signIn(email: string, password: string) {
  return api.post('visitor', '/api/login', { username: email, password });
}

describe('demo data', () => {
  it('fills each table with the chosen number of rows', async () => {
    const counted: Record<string, number> = {};
    for (const id of Object.keys(EXPECTED) as EntityId[]) {
      const [row] = await db().select({ n: count() }).from(tables[id]);
      counted[id] = Number(row!.n) - (id === 'user' ? HARNESS_USERS : 0);
    }
    expect(counted).toEqual(EXPECTED);
  });

  it('passes every entity schema, row by row', async () => {
    const failures: { entity: string; id: unknown; errors: unknown }[] = [];
    for (const id of Object.keys(tables) as EntityId[]) {
      const rows = (await db().select().from(tables[id])) as Record<string, unknown>[];
      for (const row of rows) {
        const errors = validate(validators[id], asJson(row), entities[id].schema);
        if (errors) failures.push({ entity: id, id: row.id, errors });
      }
    }
    expect(failures).toEqual([]);
  });

  it('allocates postcodes to enabled dealers of the slot brand in the same country, and leaves some orphaned', async () => {
    const byId = new Map((await db().select().from(dealers)).map((d) => [d.id, d]));
    const rows = await db().select().from(postcodes);
    for (const p of rows) {
      expect(p.country).toBe(p.state === 'NZ' ? 'NZ' : 'AU');
      for (const [slot, brand] of [
        [p.gwm_dealers_id, 'GWM'],
        [p.haval_dealers_id, 'Haval'],
      ] as const) {
        if (slot === null) continue;
        const dealer = byId.get(slot)!;
        expect({ postcode: p.postcode, brand: dealer.brand, country: dealer.country, enabled: dealer.enabled }).toEqual({
          postcode: p.postcode,
          brand,
          country: p.country,
          enabled: true,
        });
      }
    }
    for (const country of ['AU', 'NZ']) {
      const mine = rows.filter((p) => p.country === country);
      const orphaned = mine.filter((p) => p.gwm_dealers_id === null && p.haval_dealers_id === null);
      expect(orphaned.length).toBeGreaterThan(0);
      expect(orphaned.length).toBeLessThan(mine.length / 4);
    }
    expect(rows.filter((p) => p.country === 'AU').length).toBeGreaterThanOrEqual(150);
    expect(rows.filter((p) => p.country === 'NZ').length).toBeGreaterThanOrEqual(30);
  });

  it('has AU and NZ dealers with a week of opening hours, one disabled and one by appointment on Saturday', async () => {
    const rows = await db().select().from(dealers);
    expect(rows.filter((d) => d.country === 'AU' && d.enabled).length).toBeGreaterThanOrEqual(8);
    expect(rows.filter((d) => d.country === 'NZ').length).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((d) => d.brand))).toEqual(new Set(['GWM', 'Haval']));
    const disabled = rows.filter((d) => !d.enabled);
    expect(disabled).toHaveLength(1);
    const [pmas] = await db().select({ n: count() }).from(postcodes).where(eq(postcodes.gwm_dealers_id, disabled[0]!.id));
    expect(Number(pmas!.n)).toBe(0);
    for (const d of rows) {
      const hours = d.dealer_hours as { day: string; open: string; close: string }[];
      expect(hours.map((h) => h.day)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
      expect(hours[6]!.open).toMatch(/Closed|^\d\d:\d\d$/);
    }
    expect(rows.filter((d) => (d.dealer_hours as { day: string; open: string }[])[5]!.open === 'By Appointment Only')).toHaveLength(1);
  });

  it('gives every owner a vehicle except the one still waiting for theirs, in colours their variant offers', async () => {
    const owners = await db().select().from(users).where(eq(users.role, 'USER'));
    const demoOwners = owners.filter((u) => !u.email.endsWith('@test.example'));
    const garage = await db().select().from(vehicles);
    const offered = new Map((await db().select().from(colours)).map((c) => [c.code, c.models as string[]]));
    const codes = new Map((await db().select({ id: models.id, code: models.code }).from(models)).map((m) => [m.id, m.code]));
    const withoutVehicle = demoOwners.filter((u) => !garage.some((v) => v.user_id === u.id));
    expect(withoutVehicle.map((u) => u.registered)).toEqual([false]);
    for (const v of garage) {
      expect(v.model_code).toBe(codes.get(v.models_id));
      expect(offered.get(v.colour_code!)).toContain(v.model_code);
      expect(v.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(v.registration_date >= '2021-01-01' && v.registration_date <= '2026-11-30').toBe(true);
      expect(v.roadside_expiry_date > v.roadside_start_date).toBe(true);
      expect(v.purchase_date <= v.registration_date).toBe(true);
    }
    expect(Math.max(...demoOwners.map((u) => garage.filter((v) => v.user_id === u.id).length))).toBeLessThanOrEqual(3);
  });

  it('books services at enabled dealers in the owner’s own country', async () => {
    const rows = await db()
      .select({ dealerCountry: dealers.country, enabled: dealers.enabled, state: users.state })
      .from(vehicleServices)
      .innerJoin(dealers, eq(dealers.id, vehicleServices.dealer_id))
      .innerJoin(vehicles, eq(vehicles.id, vehicleServices.vehicle_id))
      .innerJoin(users, eq(users.id, vehicles.user_id));
    for (const r of rows) expect([r.dealerCountry, r.enabled]).toEqual([r.state === 'NZ' ? 'NZ' : 'AU', true]);
  });

  it('lists each model’s specs in positions 0, 1, 2 ...', async () => {
    const links = await db().select().from(modelSpecs);
    const byModel = new Map<number, number[]>();
    for (const l of links) byModel.set(l.models_id, [...(byModel.get(l.models_id) ?? []), l.order!]);
    expect(byModel.size).toBe(EXPECTED.model);
    for (const orders of byModel.values()) expect(orders.sort((a, b) => a - b)).toEqual(orders.map((_, i) => i));
  });

  it('prices saved configurations as the sum of their parts', async () => {
    for (const c of await db().select().from(configurations)) {
      const model = c.model as { driveaway: number };
      const parts = (c.accessories as { cost: number }[]).reduce((sum, a) => sum + a.cost, 0);
      expect(c.total_price).toBe(model.driveaway + c.colour_price! + c.trim_price! + parts);
      expect(c.share_code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    }
  });

  it('publishes one C-Models menu document per model with its lowest driveaway, and the menu header', async () => {
    const variants = await db().select().from(models);
    const docs = await db().select().from(contentDocuments);
    const menuDocs = docs.filter((d) => d.type === 'C-Models');
    expect(menuDocs.map((d) => d.name).sort()).toEqual([...new Set(variants.map((v) => v.model))].sort());
    for (const doc of menuDocs) {
      const mine = variants.filter((v) => v.model === doc.name);
      expect(doc.elements).toMatchObject({
        brand: mine[0]!.brand,
        driveaway: Math.min(...mine.map((v) => v.driveaway!)),
        preview: mine.some((v) => v.preview) ? 'Y' : 'N',
      });
    }
    expect(menuDocs.filter((d) => (d.elements as { preview: string }).preview === 'N').length).toBeGreaterThan(0);
    const header = docs.find((d) => d.document_key === 'menu-header');
    expect(header?.elements).toMatchObject({ logo: { url: '/images/logo.svg' } });
    expect((header!.elements as { menus: { values: unknown[] } }).menus.values.length).toBeGreaterThan(0);
  });
});

describe('demo accounts', () => {
  it("lists the administrator, an Australian and a New Zealand owner, and a dealer's service adviser", () => {
    expect(DEMO_ACCOUNTS.map((a) => a.role)).toEqual(['ADMIN', 'USER', 'USER', 'DEALER']);
    expect(DEMO_ACCOUNTS.every((a) => a.password.length >= 8)).toBe(true);
  });

  it('signs each demo account in with its listed password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const login = await signIn(account.email, account.password);
      expect(login.status).toBe(200);
      expect(login.body).toMatchObject({ status: 'success', role: account.role });
    }
  });

  it('shows the New Zealand owner as such, and an owner only their own vehicles', async () => {
    const [, au, nz] = DEMO_ACCOUNTS;
    const nzLogin = await signIn(nz!.email, nz!.password);
    const me = await api.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${nzLogin.body.access_token}` } });
    expect(me.json().data).toMatchObject({ email: nz!.email, state: 'NZ', role: 'USER' });

    const auLogin = await signIn(au!.email, au!.password);
    const [owner] = await db().select().from(users).where(eq(users.email, au!.email));
    const own = await db().select().from(vehicles).where(eq(vehicles.user_id, owner!.id));
    const listed = await api.app.inject({ url: '/api/vehicles', headers: { authorization: `Bearer ${auLogin.body.access_token}` } });
    expect(listed.statusCode).toBe(200);
    expect(
      listed
        .json()
        .data.map((v: { vin: string }) => v.vin)
        .sort(),
    ).toEqual(own.map((v) => v.vin).sort());
  });

  it('lets the demo administrator list orphaned New Zealand postcodes', async () => {
    const admin = DEMO_ACCOUNTS[0]!;
    const login = await signIn(admin.email, admin.password);
    const reply = await api.app.inject({
      url: '/api/postcodes?country=NZ&allocation=orphaned',
      headers: { authorization: `Bearer ${login.body.access_token}` },
    });
    expect(reply.statusCode).toBe(200);
    const rows = await db().select().from(postcodes).where(eq(postcodes.country, 'NZ'));
    expect(reply.json().total).toBe(rows.filter((p) => p.gwm_dealers_id === null && p.haval_dealers_id === null).length);
  });

  it('refuses sign-in to invited owners who have not registered, who hold readable invitation codes', async () => {
    const invited = await db().select().from(users).where(eq(users.registered, false));
    expect(invited.map((u) => u.invitation_code).sort()).toEqual(['GWMNZ826', 'HAVALAU7']);
    for (const owner of invited) {
      expect(owner.password).toBeNull();
      const login = await signIn(owner.email, DEMO_ACCOUNTS[1]!.password);
      expect(login.status).toBe(401);
      expect(login.body.status).toBe('error');
    }
  });

  it("takes Priya's invitation through registration as the README describes, and stops Sione's at the vehicle", async () => {
    const priya = { invitation_code: 'HAVALAU7', email: 'priya.patel@example.com.au' };
    expect((await api.post('visitor', '/api/users/validate_registration', priya)).body).toBe(1);
    const found = await api.post('visitor', '/api/vehicles/validate_identification', { ...priya, identification: 'ypd 38k' });
    expect(found.body.user.vehicles).toEqual([
      { registration: 'YPD38K', model: expect.objectContaining({ brand: 'Haval', model: 'H6' }), colour: { code: 'BK02', name: 'Golden Black' } },
    ]);
    const sione = { invitation_code: 'GWMNZ826', email: 'sione.taufa@example.co.nz' };
    expect((await api.post('visitor', '/api/users/validate_registration', sione)).body).toBe(1);
    expect((await api.post('visitor', '/api/vehicles/validate_identification', { ...sione, identification: 'YPD38K' })).body).toEqual({ success: false });
  });

  it('serves the menu header and the model menu to visitors', async () => {
    const header = await api.get('visitor', '/api/content/menu-header');
    expect(header.body.elements.menus.values.length).toBeGreaterThan(0);
    const menu = await api.get('visitor', '/api/content/search?type=C-Models&rows=9999');
    expect(menu.body.numFound).toBe(new Set(MODEL_ROWS.map((m) => m.model)).size);
  });
});
