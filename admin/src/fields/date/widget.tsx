// A date field of the dialog, shown and typed as DD/MM/YYYY, stored as YYYY-MM-DD.
import type { WidgetProps } from '@rjsf/utils';
import { DayInput } from './day-input.tsx';
import { inputProps } from '../input-props.ts';

export function DateWidget(props: WidgetProps) {
  const { value, required, onChange } = props;
  return (
    <DayInput
      {...inputProps(props)}
      clearable={!required}
      value={typeof value === 'string' && value ? value : null}
      onChange={(next) => onChange(next ?? undefined)}
    />
  );
}
