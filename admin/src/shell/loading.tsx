import { Center, Loader } from '@mantine/core';

export function Loading() {
  return (
    <Center py="xl">
      <Loader aria-label="Loading" />
    </Center>
  );
}
