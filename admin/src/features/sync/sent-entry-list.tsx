// What a sync run sent: how many entries, then each entry named (sent-entries.ts) and opened one at
// a time as its JSON; a run keeps up to 500, so only the open one is drawn.
import { Accordion, Code, Stack, Text, Title } from '@mantine/core';
import { entryName, sentSummary } from './sent-entries.ts';

interface SentEntryListProps {
  recordCount: number;
  sent: unknown[];
  /** The open entry, by its place. */
  open: string | null;
  onOpen: (entry: string | null) => void;
}

export function SentEntryList({ recordCount, sent, open, onOpen }: SentEntryListProps) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        What was sent
      </Title>
      <Text size="sm">{sentSummary(recordCount, sent.length)}</Text>
      {sent.length > 0 && (
        <Accordion value={open} onChange={onOpen} variant="contained" chevronPosition="left">
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
  );
}
