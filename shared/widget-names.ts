// The names a schema's `x-widget` may give: the back office's widget map
// (admin/src/forms/widgets.ts) has exactly these, which the type checker holds it to, and
// codegen refuses any other name, so a typo fails `npm run codegen` instead of falling back to a
// plain input on screen.
export const WIDGET_NAMES = [
  'money',
  'textarea',
  'password',
  'colour',
  'modelCodes',
  'triggerAmount',
  'json',
  'userPicker',
  'modelPicker',
  'dealerPicker',
  'recallPicker',
  'openingHours',
] as const;

export type WidgetName = (typeof WIDGET_NAMES)[number];
