// Every model with its specs as chips in the model's order, and an edit button per model; or
// instead the list's loading, failure or empty state.
import { ActionIcon, Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { TableEmpty, TableError, TableLoading } from '../../screens/table-states.tsx';
import { type ModelWithSpecs, modelName } from './model-spec-types.ts';

const COLUMNS = ['Model', 'Variant', 'Code', 'Specs'];

function SpecChips({ model }: { model: ModelWithSpecs }) {
  const specs = model.specs ?? [];
  if (!specs.length)
    return (
      <Text size="sm" c="dimmed">
        None
      </Text>
    );
  return (
    <Group gap={4} role="list" aria-label={`Specs of ${modelName(model)}`}>
      {specs.map((link) => (
        <Badge key={link.id} variant="light" color="gray" tt="none" role="listitem">
          {link.name}
        </Badge>
      ))}
    </Group>
  );
}

interface Props {
  models: ModelWithSpecs[];
  loading: boolean;
  error: { message: string } | null;
  onRetry: () => void;
  search: string;
  onEdit: (model: ModelWithSpecs) => void;
}

export function ModelsTable({ models, loading, error, onRetry, search, onEdit }: Props) {
  if (loading) return <TableLoading label="Models" />;
  if (error) return <TableError label="Models" message={error.message} onRetry={onRetry} />;
  if (!models.length) return <TableEmpty label="Models" search={search} />;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
            <Table.Th w={64}>Edit</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {models.map((model) => (
            <Table.Tr key={model.id}>
              <Table.Td fw={600}>{model.model}</Table.Td>
              <Table.Td>{model.variant}</Table.Td>
              <Table.Td ff="monospace">{model.code}</Table.Td>
              <Table.Td>
                <SpecChips model={model} />
              </Table.Td>
              <Table.Td>
                <Tooltip label="Edit specs">
                  <ActionIcon variant="subtle" aria-label={`Edit specs of ${modelName(model)} (${model.code})`} onClick={() => onEdit(model)}>
                    <IconPencil size={18} />
                  </ActionIcon>
                </Tooltip>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
