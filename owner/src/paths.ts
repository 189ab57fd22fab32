// Every path of the owner app, by the route names of docs/owner-app.md 2.1, written once.
import type { BookingType } from '../../shared/generated/types.ts';
import { HOME_PATH, MY_ACCOUNT_PATH, SIGN_IN_PATH } from '../../shared/routes.ts';

export const paths = {
  maintenance: '/',
  login: SIGN_IN_PATH,
  logout: '/logout',
  register: '/register',
  forgot: '/forgotpassword',
  reset: '/resetpassword/:token?',
  home: HOME_PATH.owner,
  howToVideos: '/how-to-videos',
  myaccount: MY_ACCOUNT_PATH,
  myvehicle: '/myvehicle/:vehicleId?',
  book: '/book/:type?',
  mydealer: '/mydealer',
  changemydealer: '/changemydealer',
} as const;

/** A booking page of the route `book` (docs/owner-app.md 2.14): a service, a repair or a recall repair. */
export const bookPath = (type: BookingType) => `/book/${type}`;

/** A vehicle's own page of the route `myvehicle` (docs/owner-app.md 2.11). */
export const myVehiclePath = (id: number) => `/myvehicle/${id}`;

/** The vehicle a `myvehicle` path names: digits only, above zero; null for none or a word (not found). */
export function vehicleIdOf(param: string | undefined): number | null {
  const id = /^\d+$/.test(param ?? '') ? Number(param) : 0;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
