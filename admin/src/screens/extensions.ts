// What a screen needs beyond its schema, declared per resource (Refine's resource meta in
// spirit). Keep an entry short: columns drawn by hand live in the feature's own file, and a
// screen that needs more than this gets an override page in registry.tsx instead.
import type { BaseRecord } from '@refinedev/core';
import type { UiSchema } from '@rjsf/utils';
import type { ComponentType, ReactNode } from 'react';
import type { ScreenResource } from '../../../shared/screen-types.ts';
import { configurationsScreen } from '../features/configurations/configurations-screen.tsx';
import { contentScreen } from '../features/content/content-screen.tsx';
import { outboxScreen } from '../features/outbox/outbox-screen.tsx';
import { crmOwnersScreen } from '../features/people/crm-owners-screen.tsx';
import { crmVehiclesScreen } from '../features/people/crm-vehicles-screen.tsx';
import { usersScreen } from '../features/people/users-screen.tsx';
import { postcodesScreen } from '../features/postcodes/postcodes-screen.tsx';
import { syncRunsScreen } from '../features/sync/sync-runs-screen.tsx';
import { serviceBookingsScreen } from '../features/vehicles/service-bookings-screen.tsx';
import { vehiclesScreen } from '../features/vehicles/vehicles-screen.tsx';
import { modelName } from '../lib/model-name.ts';
import { type Column, stackColumns } from './columns.ts';

/** One tab of a list: its fixed filters (the API's query) and what a record added there starts with. */
export interface ScreenTab {
  value: string;
  label: string;
  filters: Record<string, string | boolean>;
  defaults?: Record<string, unknown>;
  /** What this tab offers where it is less than the screen does (no adding where the API would make another kind of record). */
  can?: Partial<ScreenResource['can']>;
}

/** A button in the screen's header that goes to another page ("Bulk Load Users"). */
export interface ScreenLink {
  label: string;
  to: string;
}

/** A hand-built dialog for the records it claims (a how-to video), opened by their edit button in place of the generic form. */
export interface RecordEditor {
  claims: (record: BaseRecord) => boolean;
  Dialog: ComponentType<{ record: BaseRecord | undefined; opened: boolean; onClose: () => void }>;
}

export interface ResourceExtension {
  /** Names a record where its title field alone does not: dialog title, delete confirmation, row buttons. */
  recordName?: (record: BaseRecord) => string;
  /** Names a record in another record's picker where its name does not tell it from the others (a model's variant); else its name. */
  pickerName?: (record: BaseRecord) => string;
  /** Merged over the generated dialog uiSchema, field by field. */
  uiSchema?: UiSchema;
  /** Reshapes the generated list columns. */
  columns?: (columns: Column[]) => Column[];
  /** What the screen offers where it is less than the API allows (a list of saved configurations is not added to by staff). */
  can?: Partial<ScreenResource['can']>;
  /** The list split into tabs, the first shown by default. */
  tabs?: ScreenTab[];
  links?: ScreenLink[];
  /** Create and Update stay disabled while the form is invalid, rather than showing the messages on submit. */
  submitWhenValid?: boolean;
  /** What a new record starts with besides its schema's and its tab's defaults; asked at each add, as it may be today's date. */
  newRecord?: () => Record<string, unknown>;
  /** Shown above the edit dialog's fields: what the listed record holds that its form does not (the dealers a postcode is allocated to). */
  summary?: (record: BaseRecord) => ReactNode;
  /** Header buttons the feature draws with their own dialogs (the Content section's uploads). */
  actions?: ComponentType;
  editor?: RecordEditor;
}

export const EXTENSIONS: Record<string, ResourceExtension> = {
  // back-office.txt 2, Colours: the dialog's order, and Active as Yes/No with no default.
  colours: {
    uiSchema: {
      'ui:order': ['country', 'code', 'name', 'active', 'hex', 'foreground_hex', 'type', 'models', '*'],
      active: { 'ui:widget': 'radio', 'ui:options': { inline: true } },
    },
  },
  configurator: configurationsScreen,
  contentdocuments: contentScreen,
  // back-office.txt 2 and 4, Costs: no model-code selector; choosing models selects all their codes.
  costs: { uiSchema: { models: { 'ui:options': { codes: 'all-of-models' } } } },
  // back-office.txt 2, Models: the dialog is titled with model and code; the table shows the option costs.
  models: {
    recordName: (model) => `${String(model.model ?? '')} (${String(model.code ?? '')})`,
    // A vehicle's model picker: one model has many variants, told apart by their variant and code.
    pickerName: modelName,
    columns: stackColumns('Costs', ['engine_cost', 'transmission_cost', 'drivetrain_cost', 'battery_cost', 'motors_cost', 'wheels_cost']),
    uiSchema: {
      'ui:options': {
        sections: { active: 'Flags', country: 'Model', driveaway: 'Prices', engine: 'Options and their costs', disclaimer: 'Texts', name: 'Catalogue record' },
      },
    },
  },
  outbox: outboxScreen,
  pentanas: crmOwnersScreen,
  pentanavehicles: crmVehiclesScreen,
  postcodes: postcodesScreen,
  syncruns: syncRunsScreen,
  users: usersScreen,
  vehicles: vehiclesScreen,
  vehicleservices: serviceBookingsScreen,
};
