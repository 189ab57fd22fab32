// What the owner onboarding browser tests share: an owner invited through the administrator's
// API (a user, a model, a paint and a vehicle), registered through the API when a test starts
// after registration, and screenshots at both screen widths.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { adminApi } from './admin-session.ts';
import { shootAtBothWidths } from './screens.ts';

export interface Invitee {
  id: number;
  firstname: string;
  email: string;
  code: string;
  registration: string;
  vin: string;
  model: string;
  colour: string;
}

let serial = 0;
/** Short, unique in this run and the runs before it: registrations, VINs and codes stay unique. */
export const tag = () => `${Date.now().toString(36).slice(-5)}${(++serial).toString(36)}`.toUpperCase();

/** An owner invited by the administrator, with one vehicle of a catalogued paint. */
export async function inviteOwner(request: APIRequestContext, values: Record<string, unknown> = {}): Promise<Invitee> {
  const api = await adminApi(request);
  const t = tag();
  const model = await api.post<{ id: number; code: string }>('/api/models', {
    brand: 'Haval',
    code: `ONB${t}`,
    model: 'H6',
    variant: `Lux ${t}`,
    transmission: '7-speed DCT',
    drivetrain: 'FWD',
    name: `H6 Lux ${t}`,
    type: 'SUV',
    image: '/images/models/h6.jpg',
  });
  const colour = 'Golden Black';
  await api.post('/api/colours', { code: `GB${t}`, name: colour, country: 'AU', models: [model.code] });
  const user = await api.post<{ id: number; firstname: string; email: string; invitation_code: string }>('/api/users', {
    firstname: 'Ivy',
    lastname: 'Invited',
    email: `ivy.${t}@onboarding.example`.toLowerCase(),
    mobile_phone: '0491 570 156',
    address_line_1: '1 Test Street',
    suburb: 'Dickson',
    state: 'ACT',
    postcode: '2602',
    consent: true,
    ...values,
  });
  const vehicle = await api.post<{ registration: string; vin: string }>('/api/vehicles', {
    user_id: user.id,
    models_id: model.id,
    registration: `R${t}`,
    vin: `LGW${t}${'0'.repeat(14 - t.length)}`,
    engine_number: `E${t}`,
    year: '2025',
    colour_code: `GB${t}`,
    purchase_date: '2025-01-10',
    registration_date: '2025-01-15',
    roadside_start_date: '2025-01-15',
    roadside_expiry_date: '2030-01-15',
  });
  return {
    id: user.id,
    firstname: user.firstname,
    email: user.email,
    code: user.invitation_code,
    registration: vehicle.registration,
    vin: vehicle.vin,
    model: `Haval H6 Lux ${t}`,
    colour,
  };
}

/** Registers the invitee as step 6 would, for tests that begin with a registered owner. */
export async function registerByApi(request: APIRequestContext, invitee: Invitee, password: string, details: Record<string, unknown> = {}): Promise<void> {
  const response = await request.put(`/api/users/register/${invitee.id}`, {
    data: {
      firstname: invitee.firstname,
      lastname: 'Registered',
      email: invitee.email,
      mobile_phone: '0491 570 157',
      other_phone: null,
      address_line_1: '2 New Street',
      suburb: 'Braddon',
      state: 'ACT',
      postcode: '2612',
      password,
      password_confirmation: password,
      invitation_code: invitee.code,
      ...details,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The marketing contact address the failure screens give (GET /api/settings). */
export async function marketingEmail(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/settings')).json()) as { marketing_email: string }).marketing_email;
}

/** Screenshots at both widths, named after the onboarding step. */
export const shootBothWidths = (page: Page, name: string, options?: { fullPage?: boolean }) => shootAtBothWidths(page, `onboarding-${name}`, options);
