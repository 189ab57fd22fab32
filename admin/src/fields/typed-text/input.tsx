// A text input for a typed value (a number, a JSON document): it keeps what the person types
// while the form holds the parsed value, and shows a value set from outside (a loaded record)
// in its own format.
import { TextInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { type ReactNode, useState } from 'react';
import { inputProps } from '../input-props.ts';

export interface TypedTextProps {
  widget: WidgetProps;
  parse: (text: string) => unknown;
  show: (value: unknown) => string;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  inputMode?: 'decimal' | 'numeric';
}

/** The text to show: what was typed while it still means the form's value, else the value shown afresh. */
export function useTypedText(value: unknown, parse: (text: string) => unknown, show: (value: unknown) => string) {
  const [text, setText] = useState(() => show(value));
  // Only a change of value resets the text, compared as shown: "12.5" typed still means 1250
  // cents, and a parsed document is a new object each time.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (show(parse(text)) !== show(value)) setText(show(value));
  }
  return [text, setText] as const;
}

export function TypedTextInput({ widget, parse, show, leftSection, rightSection, inputMode }: TypedTextProps) {
  const { id, htmlName, value, autofocus, onChange, onBlur, onFocus, placeholder } = widget;
  const [text, setText] = useTypedText(value, parse, show);
  return (
    <TextInput
      {...inputProps(widget)}
      name={htmlName ?? id}
      autoFocus={autofocus}
      placeholder={placeholder}
      inputMode={inputMode}
      leftSection={leftSection}
      rightSection={rightSection}
      rightSectionWidth={rightSection ? 96 : undefined}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        onChange(parse(event.currentTarget.value));
      }}
      // Leaving the field tidies a parsed amount into its usual form ("12" → "12.00").
      onBlur={() => {
        if (typeof value === 'number') setText(show(value));
        onBlur(id, value);
      }}
      onFocus={() => onFocus(id, value)}
    />
  );
}
