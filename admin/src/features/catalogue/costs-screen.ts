// docs/back-office.md 2 and 4, Costs: no model-code selector; choosing models selects all their codes.
import type { ScreenExtension } from '../../screens/extension.ts';

export const screen: ScreenExtension = {
  resource: 'costs',
  uiSchema: { models: { 'ui:options': { codes: 'all-of-models' } } },
};
