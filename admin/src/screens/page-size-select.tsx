// Rows per page, from the resource's choices; -1 is every row ("All").
import { Group, Select, Text } from '@mantine/core';

export function PageSizeSelect({ sizes, value, onChange }: { sizes: number[]; value: number; onChange: (size: number) => void }) {
  const data = sizes.map((size) => ({ value: String(size), label: size < 0 ? 'All' : String(size) }));
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed" component="label" htmlFor="page-size">
        Rows per page
      </Text>
      <Select id="page-size" data={data} value={String(value)} onChange={(size) => size && onChange(Number(size))} allowDeselect={false} w={90} size="sm" />
    </Group>
  );
}
