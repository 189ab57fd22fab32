// What the dialog's widgets may read of the whole form (RJSF's formContext): the current data,
// for a field that depends on another (the trigger amount's unit on the trigger type). The form
// (forms/record-form.tsx) hands it; the widgets here read it.
export interface DialogContext {
  formData?: Record<string, unknown>;
}
