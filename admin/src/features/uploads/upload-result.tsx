// What an upload did: the screen's sentence ("Users have been loaded", or that the check wrote
// nothing), the counts, and every exception in a table that downloads as CSV.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconDownload, IconInfoCircle } from '@tabler/icons-react';
import type { UploadException, UploadResult } from '../../../../shared/upload-layout.ts';
import { type DetailColumn, DetailTable } from '../../screens/detail-table.tsx';
import { downloadExceptions, outcomeOf } from './exceptions-csv.ts';

const number = (n: number) => n.toLocaleString('en-AU');

const EXCEPTION_COLUMNS: DetailColumn<UploadException>[] = [
  { heading: 'Line', cell: (e) => e.line },
  { heading: 'Column', cell: (e) => e.column },
  { heading: 'Value', cell: (e) => e.value, breaks: true },
  { heading: 'Reason', cell: (e) => e.reason },
  { heading: 'Row', cell: outcomeOf },
];

/** What a count kept apart from the records means (shared/upload-layout.ts, `apart`). */
const APART: Record<string, string> = { unknown_vins: 'VINs of no vehicle in the product yet, kept: their owners are told once they register' };

export function UploadResultPanel({ result }: { result: UploadResult }) {
  const apart = Object.entries(result.apart ?? {}).map(([key, n]) => ` ${number(n)} ${APART[key] ?? key}.`);
  const counts = `${number(result.rows)} rows read: ${number(result.created)} records ${result.dry_run ? 'to create' : 'created'}, ${number(result.updated)} ${result.dry_run ? 'to update' : 'updated'}, ${number(result.unchanged)} unchanged, ${number(result.rejected)} rows rejected.${apart.join('')}`;
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
          <DetailTable
            label="Exceptions"
            columns={EXCEPTION_COLUMNS}
            rows={result.exceptions}
            rowKey={(e, i) => `${e.line}-${i}`}
            minWidth={640}
            maxHeight={480}
            striped
          />
        </Stack>
      )}
    </Stack>
  );
}
