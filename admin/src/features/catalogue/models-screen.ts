// docs/back-office.md 2, Models: the dialog is titled with model and code; the table shows the option
// costs stacked in one column; the dialog's fields in sections.
import { modelName } from '../../lib/model-name.ts';
import { stackColumns } from '../../screens/columns.ts';
import type { ScreenExtension } from '../../screens/extension.ts';

export const screen: ScreenExtension = {
  resource: 'models',
  recordName: (model) => `${String(model.model ?? '')} (${String(model.code ?? '')})`,
  // A vehicle's model picker: one model has many variants, told apart by their variant and code.
  pickerName: modelName,
  columns: stackColumns('Costs', ['engine_cost', 'transmission_cost', 'drivetrain_cost', 'battery_cost', 'motors_cost', 'wheels_cost']),
  uiSchema: {
    'ui:options': {
      sections: { active: 'Flags', country: 'Model', driveaway: 'Prices', engine: 'Options and their costs', disclaimer: 'Texts', name: 'Catalogue record' },
    },
  },
};
