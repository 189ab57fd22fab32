// The first rows of the chosen file under the layout's column names, as the server will read them.
import { Table } from '@mantine/core';
import type { UploadLayout } from '../../../../shared/upload-layout.ts';

export function PreviewTable({ layout, rows }: { layout: UploadLayout; rows: string[][] }) {
  return (
    <Table.ScrollContainer minWidth={Math.max(560, layout.fields.length * 120)} mah={420}>
      <Table striped stickyHeader aria-label="First rows of the file">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Row</Table.Th>
            {layout.fields.map((column) => (
              <Table.Th key={column.position}>{column.name}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            <Table.Tr key={i}>
              <Table.Td>{i + 1}</Table.Td>
              {layout.fields.map((column) => (
                <Table.Td key={column.position}>{row[column.position - 1] ?? ''}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
