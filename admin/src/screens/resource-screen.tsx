// The generic screen of a resource, built from its generated definition.
import { Title } from '@mantine/core';
import { resources } from '../../generated/resources.ts';

export default function ResourceScreen({ resource }: { resource: string }) {
  const definition = resources.find((r) => r.name === resource)!;
  return <Title order={2}>{definition.label}</Title>;
}
