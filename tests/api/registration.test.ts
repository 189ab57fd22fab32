// Registration with an invitation (docs/owner-app.md 4 and 5; docs/decisions.md): the code and email,
// a vehicle of that owner, then the details and password, once. Failed checks all look alike,
// are throttled per code and address and per address (a stranger elsewhere never locks a code),
// and registering without an invitation is refused.
// Registering queues a welcome email, once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, users } from '../../server/generated/tables.ts';
import { PASSWORD, type TestApi, startApi } from './harness.ts';
import { type Invitee, insertInvitee, registrationBody } from './invitations.ts';
import { insertModel, insertVehicle } from './owner-fixtures.ts';
import { visitorAt } from './visitors.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const login = (username: string, password: string) => api.post('visitor', '/api/login', { username, password });

describe('POST /api/users/validate_registration', () => {
  let invitee: Invitee;
  beforeAll(async () => {
    invitee = await insertInvitee(api);
  });

  it('answers 1 for the code and email of an owner not yet registered, in any case', async () => {
    const visitor = visitorAt(api);
    expect(await visitor.post('/api/users/validate_registration', { invitation_code: invitee.code, email: invitee.email })).toEqual({ status: 200, body: 1 });
    const typed = { invitation_code: ` ${invitee.code.toLowerCase()} `, email: invitee.email.toUpperCase() };
    expect((await visitor.post('/api/users/validate_registration', typed)).body).toBe(1);
  });

  it("answers the same 0 for a wrong code, a wrong email, or another invitee's code", async () => {
    const other = await insertInvitee(api);
    const visitor = visitorAt(api);
    for (const attempt of [
      { invitation_code: 'NOSUCH99', email: invitee.email },
      { invitation_code: invitee.code, email: 'someone.else@test.example' },
      { invitation_code: other.code, email: invitee.email },
    ]) {
      expect(await visitor.post('/api/users/validate_registration', attempt)).toEqual({ status: 200, body: 0 });
    }
  });

  it('answers 0 for a registered owner or an API account, whose codes are never invitations', async () => {
    const [owner] = await api.app.database.db.select().from(users).where(eq(users.id, api.ids.owner));
    const [account] = await api.app.database.db.select().from(users).where(eq(users.id, api.ids.api));
    const visitor = visitorAt(api);
    for (const user of [owner!, account!]) {
      expect((await visitor.post('/api/users/validate_registration', { invitation_code: user.invitation_code, email: user.email })).body).toBe(0);
    }
  });

  it('names a missing code or email and a malformed email with the registration messages', async () => {
    const visitor = visitorAt(api);
    const empty = await visitor.post('/api/users/validate_registration', { invitation_code: '', email: '' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ invitation_code: ['Please enter your invitation code'], email: ['Please enter your email address'] });
    const malformed = await visitor.post('/api/users/validate_registration', { invitation_code: invitee.code, email: 'not an email' });
    expect(malformed.body.errors).toEqual({ email: ["This doesn't appear to be a valid email address"] });
  });
});

describe('POST /api/vehicles/validate_identification', () => {
  let invitee: Invitee;
  beforeAll(async () => {
    invitee = await insertInvitee(api);
  });

  const identify = (identification: string, values: Partial<{ invitation_code: string; email: string }> = {}) =>
    visitorAt(api).post('/api/vehicles/validate_identification', { identification, invitation_code: invitee.code, email: invitee.email, ...values });

  it("answers the invited owner's details and vehicles for their registration, in any case and spacing", async () => {
    const typed = invitee.registration.toLowerCase().replace(/(.{3})/, '$1 ');
    const reply = await identify(` ${typed} `);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      user: {
        id: invitee.id,
        firstname: 'Ivy',
        lastname: 'Invited',
        email: invitee.email,
        mobile_phone: '0491 570 156',
        other_phone: null,
        address_line_1: '1 Test Street',
        suburb: 'Dickson',
        state: 'ACT',
        postcode: '2602',
        vehicles: [
          {
            registration: invitee.registration,
            model: { brand: 'Haval', model: 'H6', variant: 'Lux' },
            colour: { code: expect.any(String), name: 'Golden Black' },
          },
        ],
      },
    });
  });

  it('accepts the VIN instead of the registration', async () => {
    expect((await identify(invitee.vin.toLowerCase())).body.success).toBe(true);
  });

  it("answers only {success: false} for a wrong vehicle, someone else's vehicle, a wrong code or a wrong email", async () => {
    const model = await insertModel(api);
    const strangers = await insertVehicle(api, api.ids.owner, model.id);
    const other = await insertInvitee(api);
    for (const reply of [
      await identify('NOSUCH1'),
      await identify(strangers.registration),
      await identify(other.registration),
      await identify(invitee.registration, { invitation_code: 'NOSUCH99' }),
      await identify(invitee.registration, { email: 'someone.else@test.example' }),
      await identify(invitee.registration, { invitation_code: other.code, email: other.email }),
    ]) {
      expect(reply).toEqual({ status: 200, body: { success: false } });
    }
  });

  it('asks for the registration or VIN with the registration message', async () => {
    const reply = await identify('');
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ identification: ['Please enter your registration or VIN'] });
  });
});

describe('PUT /api/users/register/{id}', () => {
  it('registers the invited owner once: details, password, registered; the code then stops working', async () => {
    const invitee = await insertInvitee(api);
    const visitor = visitorAt(api);
    const reply = await visitor.put(`/api/users/register/${invitee.id}`, registrationBody(invitee, { email: invitee.email.toUpperCase() }));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toEqual({
      status: 'success',
      data: expect.objectContaining({
        id: invitee.id,
        email: invitee.email,
        firstname: 'Ivy',
        lastname: 'Registered',
        suburb: 'Braddon',
        postcode: '2612',
        role: 'USER',
      }),
    });
    expect(reply.body.data).not.toHaveProperty('password');

    const [row] = await api.app.database.db.select().from(users).where(eq(users.id, invitee.id));
    expect(row).toMatchObject({ registered: true, mobile_phone: '0491 570 157', address_line_1: '2 New Street', state: 'ACT' });
    expect(row!.registered_at).toBeInstanceOf(Date);
    expect(row!.password).toMatch(/^\$argon2id\$/);

    expect((await login(invitee.email, 'a new password')).body.status).toBe('success');

    const again = await visitor.put(
      `/api/users/register/${invitee.id}`,
      registrationBody(invitee, { password: 'taking it over', password_confirmation: 'taking it over' }),
    );
    expect(again.status).toBe(422);
    expect(again.body.errors.invitation_code[0]).toMatch(/could not register you with this invitation/);
    expect((await login(invitee.email, 'taking it over')).status).toBe(401);
    expect((await visitor.post('/api/users/validate_registration', { invitation_code: invitee.code, email: invitee.email })).body).toBe(0);
  });

  it('welcomes the owner by email once, with the address to sign in at', async () => {
    const invitee = await insertInvitee(api);
    const visitor = visitorAt(api);
    expect((await visitor.put(`/api/users/register/${invitee.id}`, registrationBody(invitee))).status).toBe(200);
    expect((await visitor.put(`/api/users/register/${invitee.id}`, registrationBody(invitee))).status).toBe(422);
    const welcomes = await api.app.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, invitee.email));
    expect(welcomes).toEqual([expect.objectContaining({ subject: 'Welcome to myGWM' })]);
    expect(welcomes[0]!.text).toContain('Hello Ivy,');
    expect(welcomes[0]!.text).toContain('http://localhost:3000/adminlogin');
  });

  it('answers a POST with _method=PUT the same way', async () => {
    const invitee = await insertInvitee(api);
    const reply = await visitorAt(api).post(`/api/users/register/${invitee.id}`, { ...registrationBody(invitee), _method: 'PUT' });
    expect(reply.status).toBe(200);
    expect((await login(invitee.email, 'a new password')).status).toBe(200);
  });

  it("refuses to register another account with one's own invitation, or with a wrong email", async () => {
    const mine = await insertInvitee(api);
    const theirs = await insertInvitee(api);
    const visitor = visitorAt(api);
    for (const [id, body] of [
      [theirs.id, registrationBody(mine)],
      [theirs.id, registrationBody(theirs, { email: mine.email })],
      [mine.id, registrationBody(mine, { email: 'someone.else@test.example' })],
      [api.ids.owner, registrationBody(mine)],
    ] as const) {
      const reply = await visitor.put(`/api/users/register/${id}`, body);
      expect(reply.status).toBe(422);
      expect(Object.keys(reply.body.errors)).toEqual(['invitation_code']);
    }
    const [row] = await api.app.database.db.select().from(users).where(eq(users.id, theirs.id));
    expect(row).toMatchObject({ registered: false, password: null, lastname: 'Invited' });
    expect((await login('olive@test.example', PASSWORD)).status).toBe(200);
  });

  it('names every missing detail with the registration messages', async () => {
    const invitee = await insertInvitee(api);
    const reply = await visitorAt(api).put(`/api/users/register/${invitee.id}`, {});
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({
      firstname: ['Please enter your first name'],
      lastname: ['Please enter your last name'],
      email: ['Please enter your email address'],
      mobile_phone: ['Please enter your mobile phone'],
      address_line_1: ['Please enter your address'],
      suburb: ['Please enter your suburb'],
      postcode: ['Please enter your postcode'],
      password: ['Passwords must be at least 8 characters'],
      invitation_code: ['Please enter your invitation code'],
    });
  });

  it('refuses a short password, and a confirmation that differs when one is sent', async () => {
    const invitee = await insertInvitee(api);
    const visitor = visitorAt(api);
    const short = await visitor.put(`/api/users/register/${invitee.id}`, registrationBody(invitee, { password: 'short', password_confirmation: 'short' }));
    expect(short.body.errors).toEqual({ password: ['Passwords must be at least 8 characters'] });
    const differs = await visitor.put(`/api/users/register/${invitee.id}`, registrationBody(invitee, { password_confirmation: 'something else' }));
    expect(differs.body.errors).toEqual({ password_confirmation: ['Passwords do not match'] });
    const { password_confirmation: _none, ...withoutConfirmation } = registrationBody(invitee);
    expect((await visitor.put(`/api/users/register/${invitee.id}`, withoutConfirmation)).status).toBe(200);
  });
});

describe('throttling', () => {
  const identify = (visitor: ReturnType<typeof visitorAt>, invitee: Invitee, identification: string) =>
    visitor.post('/api/vehicles/validate_identification', { identification, invitation_code: invitee.code, email: invitee.email });

  it('refuses an address after fifty failed checks, whatever it asks next', async () => {
    const invitee = await insertInvitee(api);
    const visitor = visitorAt(api);
    for (let i = 0; i < 50; i++) {
      expect((await visitor.post('/api/users/validate_registration', { invitation_code: `GUESS${i}XX`, email: invitee.email })).body).toBe(0);
    }
    const blocked = await visitor.post('/api/users/validate_registration', { invitation_code: invitee.code, email: invitee.email });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many registration attempts\. Please try again in 15 minutes\.$/);
    expect((await identify(visitor, invitee, invitee.registration)).status).toBe(429);
    expect((await visitorAt(api).post('/api/users/validate_registration', { invitation_code: invitee.code, email: invitee.email })).body).toBe(1);
  });

  it('refuses a code after ten failures against it from one address, every step, while the invitee elsewhere goes on', async () => {
    const invitee = await insertInvitee(api);
    const stranger = visitorAt(api);
    for (let i = 0; i < 10; i++) expect((await identify(stranger, invitee, `WRONG${i}`)).body).toEqual({ success: false });
    const blocked = await identify(stranger, invitee, invitee.registration);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many registration attempts. Please try again in 15 minutes.');
    expect((await stranger.put(`/api/users/register/${invitee.id}`, registrationBody(invitee))).status).toBe(429);

    // The invitee, from their own address, is not held up by the stranger's guesses.
    const own = visitorAt(api);
    expect((await own.post('/api/users/validate_registration', { invitation_code: invitee.code, email: invitee.email })).body).toBe(1);
    expect((await identify(own, invitee, invitee.registration)).body).toMatchObject({ success: true });
    const registered = await own.put(`/api/users/register/${invitee.id}`, registrationBody(invitee));
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  });

  it('counts no attempt that a check passed, so the invitee who mistyped keeps their tries', async () => {
    const invitee = await insertInvitee(api);
    const visitor = visitorAt(api);
    for (let i = 0; i < 9; i++) expect((await identify(visitor, invitee, `WRONG${i}`)).body).toEqual({ success: false });
    for (let i = 0; i < 5; i++) expect((await identify(visitor, invitee, invitee.registration)).body).toMatchObject({ success: true });
    expect((await identify(visitor, invitee, 'WRONG9')).body).toEqual({ success: false });
    expect((await identify(visitor, invitee, 'WRONG10')).status).toBe(429);
  });
});

describe('POST /api/register', () => {
  it('refuses registration without an invitation, saying how to register', async () => {
    const reply = await visitorAt(api).post('/api/register', {
      firstname: 'Sam',
      lastname: 'Self',
      email: 'sam@test.example',
      password: 'a password',
      region: 'AU',
    });
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe(
      'Registration needs an invitation code. Please use the link in your invitation email, or contact us at marketing@mygwm.example.',
    );
    const [row] = await api.app.database.db.select().from(users).where(eq(users.email, 'sam@test.example'));
    expect(row).toBeUndefined();
  });
});
