// The API keys in the document's columns (Application Name, API Username) with a delete button
// each, or instead the list's loading, failure or empty state.
import { Table } from '@mantine/core';
import type { User } from '../../../../shared/generated/types.ts';
import { RowActions } from '../../screens/row-actions.tsx';
import { TableEmpty, TableError, TableLoading } from '../../screens/table-states.tsx';

const LABEL = 'API keys';

interface Props {
  keys: User[];
  loading: boolean;
  error: { message: string } | null;
  onRetry: () => void;
  onDelete: (account: User) => void;
}

export function ApiKeysTable({ keys, loading, error, onRetry, onDelete }: Props) {
  if (loading) return <TableLoading label={LABEL} />;
  if (error) return <TableError label={LABEL} message={error.message} onRetry={onRetry} />;
  if (!keys.length) return <TableEmpty label={LABEL} search="" />;
  return (
    <Table verticalSpacing="sm" highlightOnHover aria-label={LABEL}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Application Name</Table.Th>
          <Table.Th>API Username</Table.Th>
          <Table.Th className="row-actions-cell" ta="right">
            Actions
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {keys.map((account) => (
          <Table.Tr key={account.id}>
            <Table.Td>{account.firstname}</Table.Td>
            {/* The login name is 40 characters without a space: it breaks anywhere on a phone. */}
            <Table.Td ff="monospace" fz="sm" style={{ wordBreak: 'break-all' }}>
              {account.email}
            </Table.Td>
            <Table.Td className="row-actions-cell">
              <RowActions name={`the API key of ${account.firstname}`} onDelete={() => onDelete(account)} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
