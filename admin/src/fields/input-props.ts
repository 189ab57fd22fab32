// What every Mantine input of the dialog takes from RJSF's widget props: its id, label,
// required mark, disabled state, and the messages to show under it.
import { labelValue, type WidgetProps } from '@rjsf/utils';

export function inputProps({ id, label, hideLabel, required, disabled, readonly, rawErrors }: WidgetProps) {
  return {
    id,
    label: labelValue(label || undefined, hideLabel, false),
    required,
    disabled: disabled || readonly,
    error: rawErrors?.length ? rawErrors.join('\n') : undefined,
  };
}
