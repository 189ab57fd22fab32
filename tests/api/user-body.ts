// The owner the portal users' tests create.
import { unique } from './owner-fixtures.ts';

/** What the back-office user dialog sends on create. */
export const userBody = (values: Record<string, unknown> = {}) => ({
  firstname: 'Harriet',
  lastname: unique('Hughes'),
  email: `${unique('harriet')}@owners.example`,
  password: '',
  mobile_phone: '0412 345 678',
  home_phone: '02 9876 5432',
  address_line_1: '12 Wattle St',
  address_line_2: '',
  suburb: 'Ultimo',
  state: 'NSW',
  postcode: '2007',
  consent: true,
  ...values,
});
