// One sync run opened from the sync history (docs/decisions.md, "Systems outside ours": a recorded run
// of what was sent, when, how many and the outcome): the resource and platform, when it started
// and finished, how many items the platform accepted and refused, how it ended with the
// platform's answer to each call, each refused item with the reason, and each entry sent, opened
// one at a time as its JSON (a run keeps up to 500, so only the open one is drawn).
import { Accordion, Badge, Code, List, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type BaseKey, useOne } from '@refinedev/core';
import { type ReactNode, useState } from 'react';
import { formatDateTime } from '../../fields/date/format.ts';
import { type DetailColumn, DetailTable } from '../../screens/detail-table.tsx';
import { Loading } from '../../shell/loading.tsx';
import { LoadFailure } from '../../shell/load-failure.tsx';
import { entryName, sentSummary } from './sent-entries.ts';

const OUTCOME_COLOURS: Record<string, string> = { succeeded: 'green', partial: 'orange', failed: 'red', running: 'blue' };

interface Answer {
  call?: string;
  status?: number;
  answer?: string;
  tries?: number;
}

interface Refusal {
  item?: string;
  reason?: string;
}

const listOf = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** Each call made to the platform: what was asked, its status, its answer and the tries it took. */
const ANSWER_COLUMNS: DetailColumn<Answer>[] = [
  { heading: 'Call', cell: (a) => a.call, breaks: true },
  { heading: 'Status', cell: (a) => a.status ?? 'no answer' },
  { heading: 'Answer', cell: (a) => a.answer, breaks: true },
  { heading: 'Tries', cell: (a) => a.tries },
];

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}

export function SyncRunDialog({ id, labels, onClose }: { id: BaseKey | null; labels: Record<string, string>; onClose: () => void }) {
  const { result: run, query } = useOne({ resource: 'syncruns', id: id ?? undefined, queryOptions: { enabled: id !== null }, errorNotification: false });
  const [open, setOpen] = useState<string | null>(null);
  const platform = labels[String(run?.target ?? '')] ?? String(run?.target ?? '');
  const outcome = String(run?.outcome ?? '');
  const sent = listOf<unknown>(run?.payload);
  const refusals = listOf<Refusal>(run?.refusals);
  const answers = listOf<Answer>(run?.answers);

  let body: ReactNode;
  if (query.isLoading) body = <Loading />;
  else if (query.isError || !run)
    body = <LoadFailure title="This sync run could not be loaded" message={query.error?.message} onRetry={() => void query.refetch()} />;
  else
    body = (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          <Fact label="Outcome">
            <Badge color={OUTCOME_COLOURS[outcome] ?? 'gray'} variant="light">
              {outcome}
            </Badge>
          </Fact>
          <Fact label="Records">{String(run.record_count ?? 0)}</Fact>
          <Fact label="Accepted">{String(run.accepted_count ?? 0)}</Fact>
          <Fact label="Refused">{String(run.refused_count ?? 0)}</Fact>
          <Fact label="Started">{formatDateTime(run.created_at)}</Fact>
          <Fact label="Finished">{run.finished_at ? formatDateTime(run.finished_at) : 'not yet'}</Fact>
        </SimpleGrid>
        <Stack gap={4}>
          <Title order={3} size="h5">
            What {platform} answered
          </Title>
          <Text size="sm" c={outcome === 'failed' ? 'red.8' : undefined} style={{ overflowWrap: 'anywhere' }}>
            {String(run.message ?? '') || 'No answer yet.'}
          </Text>
          {answers.length > 0 && (
            <DetailTable label="Calls to the platform" columns={ANSWER_COLUMNS} rows={answers} rowKey={(_, index) => String(index)} withTableBorder fz="xs" />
          )}
        </Stack>
        {refusals.length > 0 && (
          <Stack gap={4}>
            <Title order={3} size="h5">
              Refused ({refusals.length})
            </Title>
            <List size="sm" spacing={4} aria-label="Refused items">
              {refusals.map((r, index) => (
                <List.Item key={index} style={{ overflowWrap: 'anywhere' }}>
                  <Text span fw={600} size="sm">
                    {r.item}
                  </Text>
                  : {r.reason}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
        <Stack gap={4}>
          <Title order={3} size="h5">
            What was sent
          </Title>
          <Text size="sm">{sentSummary(Number(run.record_count ?? 0), sent.length)}</Text>
          {sent.length > 0 && (
            <Accordion value={open} onChange={setOpen} variant="contained" chevronPosition="left">
              {sent.map((entry, index) => (
                <Accordion.Item key={index} value={String(index)}>
                  <Accordion.Control>{entryName(entry, index)}</Accordion.Control>
                  <Accordion.Panel>
                    {open === String(index) && (
                      <Code block style={{ maxHeight: 320, overflow: 'auto' }}>
                        {JSON.stringify(entry, null, 2)}
                      </Code>
                    )}
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          )}
        </Stack>
      </Stack>
    );

  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      size="xl"
      title={run ? `${String(run.resource ?? '')} to ${platform}` : 'Sync run'}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {body}
    </Modal>
  );
}
