// A dealer's staff member's dealer, by name: the user list carries its id only, so each dealer is
// asked for once (Refine keeps the answer for every row naming it).
import { Text } from '@mantine/core';
import { useOne } from '@refinedev/core';

export function DealerNameCell({ id }: { id: number | null | undefined }) {
  const { result, query } = useOne<{ name: string }>({
    resource: 'dealers',
    id: id ?? undefined,
    queryOptions: { enabled: Boolean(id) },
    errorNotification: false,
  });
  if (!id) return null;
  if (query.isError) return <Text size="sm">Dealer {id}</Text>;
  return <Text size="sm">{result?.name ?? ''}</Text>;
}
