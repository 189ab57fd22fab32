// The mixed load of `npm run bench`: simulated owners and staff using the product at the same
// time through the real server on loopback. It prepares its own people through the API as the
// product does it (staff invite owners with a vehicle, each owner registers with the code), then
// for a fixed time each owner signs in and keeps going round their garage, vehicle, dealer and
// banner, now and then booking a service (and cancelling it), while staff search vehicles and owners and edit
// vehicles and others keep going back to the dashboard. Every answer's latency is kept by kind of call; any unexpected status is an error.
import { addDays, bookableTimes, localNow } from '../shared/booking-rules.ts';
import { enums } from '../shared/generated/entities.ts';
import type { DealerHours } from '../shared/generated/types.ts';
import { loadAverage, percentile } from './stats.ts';

export interface MixedLoadSettings {
  owners: number;
  staff: number;
  /** Back-office users who keep going back to the dashboard. */
  dashboards: number;
  seconds: number;
}

export interface CallFigures {
  count: number;
  errors: number;
  median: number;
  p95: number;
  p99: number;
}

export interface MixedLoadResult {
  settings: MixedLoadSettings;
  requests: number;
  perSecond: number;
  errors: number;
  /** Statuses other than the expected ones, with how often each came. */
  unexpected: Record<string, number>;
  overall: CallFigures;
  calls: Record<string, CallFigures>;
  /** The machine's load average over the last minute when the load ended. */
  load: number;
}

const PASSWORD = 'Bench-owner#2026';
/** Where the staff work: one address for all of them. */
const OFFICE = '192.0.2.10';
/** A person's pause between two clicks. */
const THINK_MS = { min: 200, max: 800 };
/**
 * Bookings an owner makes in a run, each cancelled after: an owner may make ten booking changes an
 * hour (areas/bookings/booking-calls.ts), and a faster server gives each owner more rounds.
 */
const MOST_BOOKINGS = 5;
const DEALER_HOURS: DealerHours = enums.weekday.map((day) => ({ day, open: '07:00', close: '19:00' }));

type Call = (kind: string, method: string, path: string, body?: unknown, expected?: number[]) => Promise<unknown>;

const pause = () => new Promise((r) => setTimeout(r, THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min)));

export async function mixedLoad(origin: string, adminToken: string, settings: MixedLoadSettings): Promise<MixedLoadResult> {
  const latencies = new Map<string, number[]>();
  const errorsOf = new Map<string, number>();
  const unexpected: Record<string, number> = {};
  let measuring = false;

  /** A caller with a token, or none, from an address of its own (the bench is the server's trusted proxy). */
  const caller =
    (token?: string, address = OFFICE): Call =>
    async (kind, method, path, body, expected = [200, 201]) => {
      const started = performance.now();
      const response = await fetch(`${origin}${path}`, {
        method,
        headers: {
          'x-forwarded-for': address,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }).catch(() => undefined);
      const took = performance.now() - started;
      const status = response?.status ?? 0;
      const text = response ? await response.text() : '';
      const ok = expected.includes(status);
      if (measuring) {
        if (!latencies.has(kind)) latencies.set(kind, []);
        latencies.get(kind)!.push(took);
        if (!ok) {
          errorsOf.set(kind, (errorsOf.get(kind) ?? 0) + 1);
          unexpected[`${kind} ${status}`] = (unexpected[`${kind} ${status}`] ?? 0) + 1;
        }
      } else if (!ok) throw new Error(`${method} ${path} answered ${status}: ${text.slice(0, 200)}`);
      return text ? JSON.parse(text) : undefined;
    };
  const admin = caller(adminToken);
  const run = Date.now().toString(36);
  /** The bench vehicles' VINs start with it (17 characters in all), so staff can search for them. */
  const vinPrefix = `BV${run.slice(-8)}`.toUpperCase();

  // Staff set the scene: a dealer open every day and a model, then the invited owners.
  const dealer = (await admin('setup', 'POST', '/api/dealers', {
    name: `Bench Motors ${run}`,
    brand: 'GWM',
    email: `bench.${run}@dealer.example`,
    address_line_1: '1 Load Street',
    suburb: 'Parramatta',
    state: 'NSW',
    postcode: '2150',
    country: 'AU',
    dealer_hours: DEALER_HOURS,
    // The owners' bookings spread over its half hours, as many as a dealer may take in each.
    slot_capacity: 50,
  })) as { id: number };
  const model = (await admin('setup', 'POST', '/api/models', {
    brand: 'GWM',
    code: `BENCH${run}`.toUpperCase().slice(0, 20),
    model: 'Cannon',
    variant: 'Bench',
    transmission: 'Automatic',
    drivetrain: '4x4',
    name: 'Cannon Bench',
    type: 'UTE',
    image: 'bench.png',
  })) as { id: number };
  const owners: { email: string; vehicle: number }[] = [];
  for (let i = 0; i < settings.owners; i += 1) {
    const email = `bench.owner.${run}.${i}@example.com`;
    const user = (await admin('setup', 'POST', '/api/users', {
      firstname: 'Bench',
      lastname: `Owner ${i}`,
      email,
      mobile_phone: '0400 000 000',
      address_line_1: '1 Load Street',
      suburb: 'Parramatta',
      state: 'NSW',
      postcode: '2150',
      dealers_id: dealer.id,
      consent: true,
    })) as { id: number; invitation_code: string };
    const day = '2025-01-15';
    const vehicle = (await admin('setup', 'POST', '/api/vehicles', {
      user_id: user.id,
      models_id: model.id,
      registration: `BL${String(i).padStart(5, '0')}`,
      vin: `${vinPrefix}${String(i).padStart(7, '0')}`,
      registration_date: day,
      roadside_start_date: day,
      roadside_expiry_date: '2030-01-15',
      purchase_date: day,
      engine_number: `E${i}`,
      year: '2025',
    })) as { id: number };
    await caller()('setup', 'PUT', `/api/users/register/${user.id}`, {
      firstname: 'Bench',
      lastname: `Owner ${i}`,
      email,
      mobile_phone: '0400 000 000',
      address_line_1: '1 Load Street',
      suburb: 'Parramatta',
      state: 'NSW',
      postcode: '2150',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      invitation_code: user.invitation_code,
    });
    owners.push({ email, vehicle: vehicle.id });
  }

  // A bookable time tomorrow at the bench dealer (its hours are known, every day).
  const tomorrow = addDays(localNow('Australia/Sydney').date, 1);
  const times = bookableTimes({ dealer_hours: DEALER_HOURS, state: 'NSW' }, tomorrow);

  const until = Date.now() + settings.seconds * 1000;
  measuring = true;
  const ownerLoop = async (owner: { email: string; vehicle: number }, index: number) => {
    // Each owner at home: an address of their own, so the per-address sign-in throttle sees 200 people, not one.
    const home = `10.${(index >> 8) & 255}.${index & 255}.1`;
    const signedIn = (await caller(undefined, home)('sign in', 'POST', '/api/login', { username: owner.email, password: PASSWORD })) as
      { access_token?: string } | undefined;
    // Refused sign-in (already counted as an error): a person would not go on without it.
    if (!signedIn?.access_token) return;
    const call = caller(signedIn.access_token, home);
    let bookings = 0;
    for (let round = 0; Date.now() < until; round += 1) {
      await call('garage', 'GET', '/api/vehicles/user');
      await call('banner', 'GET', '/api/messages/best');
      await pause();
      await call('vehicle', 'GET', `/api/vehicles/vehicle/${owner.vehicle}`);
      await pause();
      await call('dealer', 'GET', '/api/dealers/user');
      if ((round + index) % 5 === 0 && bookings < MOST_BOOKINGS) {
        bookings += 1;
        const booking = (await call(
          'booking',
          'POST',
          '/api/vehicleservices',
          {
            vehicle_id: owner.vehicle,
            dealer_id: dealer.id,
            date: `${tomorrow} ${times[(round + index) % times.length]}`,
            odometer: 1000 + round,
            type: 'service',
          },
          [201],
        )) as { id?: number } | undefined;
        await call('my bookings', 'GET', '/api/vehicleservices/user');
        // A vehicle has one open booking at a time: the owner cancels it, to book again later.
        if (booking?.id) await call('cancel booking', 'PUT', `/api/vehicleservices/${booking.id}/status`, { status: 'cancelled' });
      }
      await pause();
    }
  };
  const staffLoop = async (index: number) => {
    for (let round = 0; Date.now() < until; round += 1) {
      await admin('staff: vehicle search', 'GET', `/api/vehicles/searchWithPagination?q=${encodeURIComponent(vinPrefix)}&per_page=50`);
      await admin('staff: owners page', 'GET', `/api/users?page=${1 + ((round + index) % 5)}&per_page=50`);
      const id = owners[(round * settings.staff + index) % owners.length]!.vehicle;
      const vehicle = (await admin('staff: vehicle read', 'GET', `/api/vehicles/${id}`)) as Record<string, unknown>;
      const { id: _id, created_at: _c, updated_at: _u, user: _user, model: _model, my_image: _image, ...record } = vehicle;
      await admin('staff: vehicle edit', 'PUT', `/api/vehicles/${id}`, { ...record, description: `Checked by staff, round ${round}` });
      await pause();
    }
  };
  const dashboardLoop = async () => {
    while (Date.now() < until) {
      await admin('staff: dashboard', 'GET', '/api/dashboard');
      await pause();
    }
  };
  const started = performance.now();
  await Promise.all([
    ...owners.map(ownerLoop),
    ...Array.from({ length: settings.staff }, (_, i) => staffLoop(i)),
    ...Array.from({ length: settings.dashboards }, dashboardLoop),
  ]);
  const elapsed = (performance.now() - started) / 1000;
  measuring = false;

  const figures = (values: number[], errors: number): CallFigures => {
    const sorted = [...values].sort((a, b) => a - b);
    return { count: sorted.length, errors, median: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
  };
  const all = [...latencies.values()].flat();
  const errors = [...errorsOf.values()].reduce((a, b) => a + b, 0);
  return {
    settings,
    requests: all.length,
    perSecond: all.length / elapsed,
    errors,
    unexpected,
    overall: figures(all, errors),
    calls: Object.fromEntries([...latencies].map(([kind, values]) => [kind, figures(values, errorsOf.get(kind) ?? 0)])),
    load: loadAverage(),
  };
}
