// docs/back-office.md 2, Models: the dialog is titled with model and code.
import { modelName } from '../../lib/model-name.ts';
import type { ResourceNaming } from '../../lib/record-naming.ts';

export const naming: ResourceNaming = {
  resource: 'models',
  recordName: (model) => `${String(model.model ?? '')} (${String(model.code ?? '')})`,
  // A vehicle's model picker: one model has many variants, told apart by their variant and code.
  pickerName: modelName,
};
