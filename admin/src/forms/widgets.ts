// The dialog's widgets by the names a schema's x-widget (or the uiSchema) gives, merged over the
// Mantine theme's. The names are shared/widget-names.ts: codegen accepts no other in a schema,
// and this map must have each of them (and no more), or the type check fails.
import type { RegistryWidgetsType, Widget } from '@rjsf/utils';
import { Widgets } from '@rjsf/mantine';
import type { WidgetName } from '../../../shared/widget-names.ts';
import { ColourWidget } from '../fields/colour/widget.tsx';
import { DateWidget } from '../fields/date/widget.tsx';
import { MoneyWidget } from '../fields/money/widget.tsx';
import { ReferenceWidget } from '../fields/reference/widget.tsx';
import { JsonWidget } from '../fields/json/widget.tsx';
import { ModelCodesWidget } from '../fields/model-codes/widget.tsx';
import { OpeningHoursWidget } from '../fields/opening-hours/widget.tsx';
import { TriggerAmountWidget } from '../fields/trigger-amount/widget.tsx';

const NAMED = {
  money: MoneyWidget,
  textarea: Widgets.TextareaWidget!,
  password: Widgets.PasswordWidget!,
  colour: ColourWidget,
  modelCodes: ModelCodesWidget,
  triggerAmount: TriggerAmountWidget,
  json: JsonWidget,
  // One picker for every reference, which reads the entity from the field's x-references; the
  // schemas name it after what it picks.
  userPicker: ReferenceWidget,
  modelPicker: ReferenceWidget,
  dealerPicker: ReferenceWidget,
  recallPicker: ReferenceWidget,
  openingHours: OpeningHoursWidget,
} satisfies Record<WidgetName, Widget>;

export const WIDGETS: RegistryWidgetsType = {
  ...Widgets,
  ...NAMED,
  // Replaces the theme's date input: ours shows DD/MM/YYYY and stores YYYY-MM-DD.
  DateWidget,
};
