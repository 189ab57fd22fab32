// A date shown and typed as DD/MM/YYYY, stored as YYYY-MM-DD (back-office.txt 9).
import '@mantine/dates/styles.layer.css';
import { DateInput } from '@mantine/dates';
import type { WidgetProps } from '@rjsf/utils';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { inputProps } from './input-props.ts';

dayjs.extend(customParseFormat);

const FORMAT = 'DD/MM/YYYY';

/** Typed text → "YYYY-MM-DD", or null when it is not a date in our format. */
function parseTyped(text: string): string | null {
  const date = dayjs(text.trim(), FORMAT, true);
  return date.isValid() ? date.format('YYYY-MM-DD') : null;
}

export function DateWidget(props: WidgetProps) {
  const { value, required, onChange } = props;
  return (
    <DateInput
      {...inputProps(props)}
      valueFormat={FORMAT}
      dateParser={parseTyped}
      placeholder={FORMAT}
      clearable={!required}
      value={typeof value === 'string' && value ? value : null}
      onChange={(next) => onChange(next ?? undefined)}
    />
  );
}
