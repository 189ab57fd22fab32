// A campaign's opened row (docs/decisions.md, "Recalls"): its progress, a VIN added by hand (the
// server's message under the field when it refuses one), and the ways to its VINs: their list,
// where a VIN is marked remedied by hand, and the CSV upload.
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type BaseRecord, type HttpError, useCreate } from '@refinedev/core';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ProgressCell } from './recall-progress.tsx';
import { useRecallProgress } from './use-recall-progress.ts';

/** The server's words about the VIN (or the campaign), else its message. */
function fieldProblem(error: HttpError): string {
  const messages = error.errors?.vin ?? error.errors?.recalls_id;
  return Array.isArray(messages) ? messages.join(' ') : error.message;
}

export function RecallVins({ record }: { record: BaseRecord }) {
  const recallId = Number(record.id);
  const { refetch } = useRecallProgress(recallId);
  const { mutate, mutation } = useCreate();
  const [vin, setVin] = useState('');
  const [problem, setProblem] = useState<string>();
  const inputId = `recall-${recallId}-vin`;

  const add = (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    mutate(
      {
        resource: 'recallvehicles',
        values: { recalls_id: recallId, vin },
        successNotification: () => ({ type: 'success', message: `VIN ${vin.trim().toUpperCase()} added` }),
        errorNotification: false,
      },
      {
        onSuccess: () => {
          setVin('');
          refetch();
        },
        onError: (error: HttpError) => setProblem(fieldProblem(error)),
      },
    );
  };

  return (
    <Stack gap="sm" p="xs">
      <ProgressCell recallId={recallId} />
      <form onSubmit={add}>
        <Group align="flex-start" gap="xs">
          <TextInput
            id={inputId}
            label="Add a VIN"
            placeholder="17 letters and digits"
            maxLength={17}
            value={vin}
            onChange={(e) => setVin(e.currentTarget.value)}
            error={problem}
            w={260}
          />
          <Button type="submit" mt={25} leftSection={<IconPlus size={16} aria-hidden />} loading={mutation.isPending} disabled={!vin.trim()}>
            Add
          </Button>
        </Group>
      </form>
      <Group gap="xs">
        <Button component={Link} to={`/recallvehicles?recalls_id=${recallId}`} variant="default" size="xs">
          Its VINs (mark remedied)
        </Button>
        <Button component={Link} to="/loadrecalls" variant="default" size="xs">
          Load VINs from a CSV file
        </Button>
      </Group>
      <Text fz="sm">A VIN the product does not know yet is kept: its owner is told once they register.</Text>
    </Stack>
  );
}
