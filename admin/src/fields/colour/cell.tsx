// A colour in a list: its swatch beside its hex code.
import { ColorSwatch, Group, Text } from '@mantine/core';

export function ColourCell({ value }: { value: unknown }) {
  if (typeof value !== 'string' || !value) return null;
  return (
    <Group gap={6} wrap="nowrap">
      <ColorSwatch color={value} size={16} />
      <Text size="sm">{value}</Text>
    </Group>
  );
}
