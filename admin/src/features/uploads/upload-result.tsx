// What an upload did: the screen's sentence ("Users have been loaded", or that the check wrote
// nothing), the counts, and every exception in a table that downloads as CSV.
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconCheck, IconDownload, IconInfoCircle } from '@tabler/icons-react';
import type { UploadResult } from '../../../../shared/upload-layout.ts';
import { downloadExceptions } from './exceptions-csv.ts';

const number = (n: number) => n.toLocaleString('en-AU');

export function UploadResultPanel({ result }: { result: UploadResult }) {
  const counts = `${number(result.rows)} rows read: ${number(result.created)} records ${result.dry_run ? 'to create' : 'created'}, ${number(result.updated)} ${result.dry_run ? 'to update' : 'updated'}, ${number(result.unchanged)} unchanged, ${number(result.rejected)} rows rejected.`;
  return (
    <Stack>
      <Alert color={result.rejected ? 'yellow' : 'green'} icon={result.dry_run ? <IconInfoCircle /> : <IconCheck />} title={result.message} role="status">
        {counts}
      </Alert>
      {result.exceptions.length > 0 && (
        <Stack gap="xs">
          <Group justify="space-between">
            <Text fw={600}>
              Exceptions ({number(result.exception_count)}
              {result.exception_count > result.exceptions.length ? `, the first ${number(result.exceptions.length)} shown` : ''})
            </Text>
            <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => downloadExceptions(result.file_name, result.exceptions)}>
              Download exceptions (CSV)
            </Button>
          </Group>
          <Table.ScrollContainer minWidth={640} mah={480}>
            <Table striped stickyHeader aria-label="Exceptions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Line</Table.Th>
                  <Table.Th>Column</Table.Th>
                  <Table.Th>Value</Table.Th>
                  <Table.Th>Reason</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.exceptions.map((e, i) => (
                  <Table.Tr key={`${e.line}-${i}`}>
                    <Table.Td>{e.line}</Table.Td>
                    <Table.Td>{e.column}</Table.Td>
                    <Table.Td style={{ wordBreak: 'break-all' }}>{e.value}</Table.Td>
                    <Table.Td>{e.reason}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Stack>
  );
}
