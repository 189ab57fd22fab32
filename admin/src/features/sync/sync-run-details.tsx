// What a loaded sync run shows: its outcome and counts, when it started and finished, how it ended
// with the platform's answer to each call, each refused item with the reason, then what was sent.
import { Badge, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { BaseRecord } from '@refinedev/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../fields/date/format.ts';
import { type DetailColumn, DetailTable } from '../../screens/detail-table.tsx';
import { SentEntryList } from './sent-entry-list.tsx';

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

function RunFacts({ run, outcome }: { run: BaseRecord; outcome: string }) {
  return (
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
  );
}

function RunAnswers({ run, outcome, platform }: { run: BaseRecord; outcome: string; platform: string }) {
  const answers = listOf<Answer>(run.answers);
  return (
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
  );
}

function RunRefusals({ refusals }: { refusals: Refusal[] }) {
  return (
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
  );
}

interface RunDetailsProps {
  run: BaseRecord;
  platform: string;
  /** The sent entry shown as its JSON, by its place; the dialog keeps it. */
  open: string | null;
  onOpen: (entry: string | null) => void;
}

export function RunDetails({ run, platform, open, onOpen }: RunDetailsProps) {
  const outcome = String(run.outcome ?? '');
  const refusals = listOf<Refusal>(run.refusals);
  return (
    <Stack gap="md">
      <RunFacts run={run} outcome={outcome} />
      <RunAnswers run={run} outcome={outcome} platform={platform} />
      {refusals.length > 0 && <RunRefusals refusals={refusals} />}
      <SentEntryList recordCount={Number(run.record_count ?? 0)} sent={listOf<unknown>(run.payload)} open={open} onOpen={onOpen} />
    </Stack>
  );
}
