// docs/back-office.md 2, Colours: the dialog's order, and Active as Yes/No with no default.
import type { ScreenExtension } from '../../screens/extension.ts';

export const screen: ScreenExtension = {
  resource: 'colours',
  uiSchema: {
    'ui:order': ['country', 'code', 'name', 'active', 'hex', 'foreground_hex', 'type', 'models', '*'],
    active: { 'ui:widget': 'radio', 'ui:options': { inline: true } },
  },
};
