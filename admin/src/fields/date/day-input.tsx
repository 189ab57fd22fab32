// A day shown and typed as DD/MM/YYYY, held as YYYY-MM-DD (docs/back-office.md 9): the dialog's date
// widget, a list's date filter and a bulk edit's date.
import '@mantine/dates/styles.layer.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

const FORMAT = 'DD/MM/YYYY';

/** Typed text → "YYYY-MM-DD", or null when it is not a date in our format. */
function parseTyped(text: string): string | null {
  const date = dayjs(text.trim(), FORMAT, true);
  return date.isValid() ? date.format('YYYY-MM-DD') : null;
}

interface DayInputProps extends Omit<DateInputProps, 'value' | 'onChange'> {
  value: string | null;
  onChange: (day: string | null) => void;
}

export function DayInput({ value, onChange, ...input }: DayInputProps) {
  return <DateInput {...input} valueFormat={FORMAT} dateParser={parseTyped} placeholder={FORMAT} value={value || null} onChange={onChange} />;
}
