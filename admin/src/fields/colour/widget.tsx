// A hex colour (a paint's background and text colours) typed or picked, with its swatch.
import { ColorInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { inputProps } from '../input-props.ts';

export function ColourWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur } = props;
  return (
    <ColorInput
      {...inputProps(props)}
      format="hex"
      placeholder="#000000"
      withEyeDropper={false}
      value={typeof value === 'string' ? value : ''}
      onChange={(next) => onChange(next || undefined)}
      onBlur={() => onBlur(id, value)}
    />
  );
}
