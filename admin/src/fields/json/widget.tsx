// A JSON document (a content document's elements) edited as text; text that is not JSON stays
// text, so the validator says the field must be a list.
import { JsonInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { inputProps } from '../input-props.ts';
import { useTypedText } from '../typed-text/input.tsx';

function parseJson(text: string): unknown {
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const showJson = (value: unknown) => (value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value, null, 2));

export function JsonWidget(props: WidgetProps) {
  const { value, onChange } = props;
  const [text, setText] = useTypedText(value, parseJson, showJson);
  return (
    <JsonInput
      {...inputProps(props)}
      autosize
      minRows={6}
      maxRows={20}
      formatOnBlur
      value={text}
      onChange={(next) => {
        setText(next);
        onChange(parseJson(next));
      }}
    />
  );
}
