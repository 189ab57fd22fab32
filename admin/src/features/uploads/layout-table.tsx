// The file's layout before anything is sent: each meaningful column's position, name, type,
// whether it is required, its longest value and where it goes, as the server reads it.
import { Table, Text } from '@mantine/core';
import { COLUMN_TYPE_LABELS, type UploadLayout } from '../../../../shared/upload-layout.ts';

export function LayoutTable({ layout }: { layout: UploadLayout }) {
  return (
    <Table.ScrollContainer minWidth={560} mah={420}>
      <Table striped stickyHeader aria-label="Columns of the file">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>Column</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Required</Table.Th>
            <Table.Th>Max length</Table.Th>
            <Table.Th>Kept</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {layout.fields.map((column) => (
            <Table.Tr key={column.position}>
              <Table.Td>{column.position}</Table.Td>
              <Table.Td>{column.name}</Table.Td>
              <Table.Td>{COLUMN_TYPE_LABELS[column.type]}</Table.Td>
              <Table.Td>{column.required ? 'Yes' : ''}</Table.Td>
              <Table.Td>{column.maxLength}</Table.Td>
              <Table.Td>
                {column.stored ? (
                  'Yes'
                ) : (
                  <Text span c="dimmed" fz="sm">
                    Read past
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
