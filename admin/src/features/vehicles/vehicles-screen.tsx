// Vehicles (docs/back-office.md 2, "Vehicles (editable)"; 4; 9): the list's columns and the dialog's
// fields in the document's order, its four dates starting at today for a new vehicle. The fields
// the document leaves out of the dialog (dealer, nickname, the upload's details) are hidden:
// the owner or the uploads set them, and an edit sends them back unchanged.
import dayjs from 'dayjs';
import { modelName } from '../../lib/model-name.ts';
import { arrangeColumns, customColumn } from '../../screens/columns.ts';
import type { ScreenExtension } from '../../screens/extension.ts';
import { UserContact } from '../../fields/contact/cells.tsx';
import { ColourCell, RegistrationCell } from './vehicle-cells.tsx';

const DIALOG_FIELDS = [
  'models_id',
  'vin',
  'registration',
  'purchase_date',
  'registration_date',
  'roadside_start_date',
  'roadside_expiry_date',
  'colour_code',
  'engine_number',
  'year',
  'user_id',
];
const HIDDEN_FIELDS = ['dealers_id', 'description', 'nickname', 'transmission', 'fuel_type', 'drive_type', 'model_code', 'kilometers'];
const DATE_FIELDS = ['purchase_date', 'registration_date', 'roadside_start_date', 'roadside_expiry_date'];

export const screen: ScreenExtension = {
  resource: 'vehicles',
  columns: arrangeColumns(
    // Two short lines each: no more room than they take.
    { ...customColumn('Registration', (vehicle) => <RegistrationCell vehicle={vehicle} />, 'registration'), minWidth: 0 },
    'vin',
    { ...customColumn('Colour', (vehicle) => <ColourCell vehicle={vehicle} />, 'colour_code'), minWidth: 0 },
    'year',
    customColumn('Description', (vehicle) => modelName(vehicle.model)),
    customColumn('User', (vehicle) => <UserContact user={vehicle.user} />),
  ),
  uiSchema: {
    'ui:order': [...DIALOG_FIELDS, '*'],
    ...Object.fromEntries(HIDDEN_FIELDS.map((field) => [field, { 'ui:widget': 'hidden' }])),
    // A vehicle belongs to an owner: the picker offers no administrator or API account.
    user_id: { 'ui:options': { filters: { role: 'USER' } } },
  },
  newRecord: () => {
    const today = dayjs().format('YYYY-MM-DD');
    return Object.fromEntries(DATE_FIELDS.map((field) => [field, today]));
  },
};
