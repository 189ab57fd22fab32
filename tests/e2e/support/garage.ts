// What the garage and dealer browser tests share: owners with vehicles and dealers made through
// the administrator's API, and a page signed in as one of those owners.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiToken } from './accounts.ts';
import { CONTENT_TYPES } from '../../../shared/content.ts';
import { apiJson } from './catalogue.ts';
import { tag } from './onboarding.ts';

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };

export interface GarageModel {
  id: number;
  code: string;
  /** Brand, model and variant, as a vehicle without a nickname is called. */
  name: string;
  colourCode: string;
}

/** A GWM model with one catalogued paint; `values` adds to its record (a service interval, say). */
export async function makeModel(api: APIRequestContext, model = 'Cannon', values: Record<string, unknown> = {}): Promise<GarageModel> {
  const t = tag();
  const variant = `Ultra ${t}`;
  const made = await apiJson<{ id: number; code: string }>(api, '/api/models', {
    brand: 'GWM',
    code: `GAR${t}`,
    model,
    variant,
    transmission: '8AT',
    drivetrain: '4WD',
    name: `${model} ${variant}`,
    type: 'Ute',
    country: 'AU',
    image: '/images/model-placeholder.svg',
    ...values,
  });
  const colourCode = `CB${t}`;
  await apiJson(api, '/api/colours', { code: colourCode, name: 'Crystal Black', country: 'AU', models: [made.code] });
  return { id: made.id, code: made.code, name: `GWM ${model} ${variant}`, colourCode };
}

export interface GarageVehicleSeed {
  id: number;
  registration: string;
}

export async function makeVehicle(
  api: APIRequestContext,
  userId: number,
  model: GarageModel,
  values: Record<string, unknown> = {},
): Promise<GarageVehicleSeed> {
  const t = tag();
  return apiJson<GarageVehicleSeed>(api, '/api/vehicles', {
    user_id: userId,
    models_id: model.id,
    registration: `G${t}`,
    vin: `LGW${t}${'0'.repeat(14 - t.length)}`,
    engine_number: `E${t}`,
    year: '2024',
    colour_code: model.colourCode,
    purchase_date: '2024-03-01',
    registration_date: '2024-03-04',
    roadside_start_date: '2024-03-04',
    roadside_expiry_date: '2029-03-04',
    ...values,
  });
}

export interface GarageOwner {
  id: number;
  firstname: string;
  email: string;
  password: string;
}

export async function makeOwner(api: APIRequestContext, values: Record<string, unknown> = {}): Promise<GarageOwner> {
  const t = tag();
  const password = 'garage-password-1';
  const firstname = `Gail${t.toLowerCase()}`;
  const user = await apiJson<{ id: number; email: string }>(api, '/api/users', {
    firstname,
    lastname: 'Garage',
    email: `gail.${t}@garage.example`.toLowerCase(),
    password,
    mobile_phone: '0491 570 158',
    address_line_1: '3 Test Street',
    suburb: 'Parramatta',
    state: 'NSW',
    postcode: '2150',
    consent: true,
    ...values,
  });
  return { id: user.id, firstname, email: user.email, password };
}

export interface DealerSeed {
  id: number;
  name: string;
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => ({ day, open: '08:00', close: '17:30' }));
export const DEALER_HOURS = [
  ...WEEKDAYS,
  { day: 'Saturday', open: 'By appointment only', close: 'By appointment only' },
  { day: 'Sunday', open: 'Closed', close: 'Closed' },
];

export async function makeDealer(api: APIRequestContext, name: string, values: Record<string, unknown> = {}): Promise<DealerSeed> {
  const t = tag();
  return apiJson<DealerSeed>(api, '/api/dealers', {
    name,
    brand: 'GWM',
    email: `sales.${t}@dealer.example`.toLowerCase(),
    address_line_1: '12 Motor Way',
    suburb: 'Penrith',
    state: 'NSW',
    postcode: '2750',
    country: 'AU',
    dealer_code: `D${t}`,
    lng: 150.7,
    lat: -33.75,
    sales_phone: '02 5550 0101',
    service_phone: '02 5550 0102',
    dealer_hours: DEALER_HOURS,
    ...values,
  });
}

/** A published content document (a vehicle picture, an owner's manual), made or replaced by its key. */
export async function saveContent(api: APIRequestContext, document: { type: string; name: string; document_key: string; elements: object }): Promise<void> {
  await apiJson(api, '/api/contentdocuments', { ...document, published: true });
}

/** The catalogue picture of a model in its paint (content type 'Vehicle Image'). */
export const savePicture = (api: APIRequestContext, model: GarageModel, url: string) =>
  saveContent(api, {
    type: CONTENT_TYPES.vehicleImage,
    name: `${model.name} picture`,
    document_key: `picture-${model.code}`.toLowerCase(),
    elements: { modelCode: model.code, colourCode: model.colourCode, image: { url } },
  });

/** Deleting a dealer is how the back office disables it. */
export async function disableDealer(api: APIRequestContext, dealer: DealerSeed): Promise<void> {
  const response = await api.delete(`/api/dealers/${dealer.id}`);
  expect(response.ok(), await response.text()).toBe(true);
}

/** The page starts signed in as the owner: the token where sign-in keeps it. */
export async function signInAs(page: Page, request: APIRequestContext, owner: GarageOwner): Promise<void> {
  const token = await apiToken(request, { email: owner.email, password: owner.password });
  await page.addInitScript((value) => window.localStorage.setItem('access_token', value), token);
}
