// docs/back-office.md 2, Models: the table shows the option costs stacked in one column; the
// dialog's fields in sections (its title: models-naming.ts).
import { stackColumns } from '../../screens/columns.ts';
import type { ScreenExtension } from '../../screens/extension.ts';

export const screen: ScreenExtension = {
  resource: 'models',
  columns: stackColumns('Costs', ['engine_cost', 'transmission_cost', 'drivetrain_cost', 'battery_cost', 'motors_cost', 'wheels_cost']),
  uiSchema: {
    'ui:options': {
      sections: { active: 'Flags', country: 'Model', driveaway: 'Prices', engine: 'Options and their costs', disclaimer: 'Texts', name: 'Catalogue record' },
    },
  },
};
