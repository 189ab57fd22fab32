// The model-spec dialog (docs/back-office.md, Model specs): the specs not yet on the model as chips
// to click (each click appends it), the model's own specs in a drag-sortable table, and Done.
import { Button, Group, Modal, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type HttpError, useList, useOne } from '@refinedev/core';
import { IconPlus } from '@tabler/icons-react';
import { useLastDefined } from '../../lib/use-last-defined.ts';
import { failed } from '../../lib/notices.ts';
import { Loading } from '../../shell/loading.tsx';
import { LoadFailure } from '../../shell/load-failure.tsx';
import { MODELS, type ModelWithSpecs, SPECS, type SpecRecord, modelName } from './model-spec-types.ts';
import { SortableSpecsTable } from './sortable-specs-table.tsx';
import { useSpecLinks } from './use-spec-links.ts';

interface EditorProps {
  model: ModelWithSpecs;
  reload: () => Promise<ModelWithSpecs['specs']>;
}

function SpecsEditor({ model, reload }: EditorProps) {
  const { links, busy, said, add, move, remove } = useSpecLinks(model.id, model.specs ?? [], async () => (await reload()) ?? []);
  const { result, query } = useList<SpecRecord, HttpError>({
    resource: SPECS,
    pagination: { mode: 'off' },
    errorNotification: (error) => failed('The spec list could not be loaded', error),
  });
  const taken = new Set(links.map((l) => l.specs_id));
  const available = result.data.filter((spec) => !taken.has(spec.id));

  return (
    <Stack>
      <section aria-labelledby="available-specs">
        <Title order={3} size="h5" id="available-specs" mb="xs">
          Available specs
        </Title>
        {query.isLoading && <Loading />}
        {!query.isLoading && available.length === 0 && (
          <Text c="dimmed" size="sm">
            Every spec is on this model.
          </Text>
        )}
        <Group gap={6}>
          {available.map((spec) => (
            <Button
              key={spec.id}
              size="compact-sm"
              radius="xl"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => void add(spec)}
              disabled={busy}
              aria-label={`Add ${spec.name}`}
            >
              {spec.name}
            </Button>
          ))}
        </Group>
      </section>
      <section aria-labelledby="model-specs">
        <Title order={3} size="h5" id="model-specs" mb="xs">
          Specs of this model
        </Title>
        <SortableSpecsTable links={links} busy={busy} onMove={(from, to) => void move(from, to)} onRemove={(link) => void remove(link)} />
      </section>
      <VisuallyHidden aria-live="polite">{said}</VisuallyHidden>
    </Stack>
  );
}

/** Reads the model when the dialog opens (and only then: it lives inside the dialog), so the
 * editor starts from the specs the server holds, not from a list read before the last change. */
function ModelSpecsBody({ modelId }: { modelId: number }) {
  const { result: model, query } = useOne<ModelWithSpecs, HttpError>({
    resource: MODELS,
    id: modelId,
    queryOptions: { gcTime: 0, refetchOnWindowFocus: false },
    errorNotification: (error) => failed('The model could not be loaded', error),
  });
  const reload = async () => (await query.refetch()).data?.data.specs;
  if (query.isLoading) return <Loading />;
  if (query.error || !model) return <LoadFailure title="The model could not be loaded" message={query.error?.message} onRetry={() => void query.refetch()} />;
  return <SpecsEditor model={model} reload={reload} />;
}

interface Props {
  /** The model from the list, for the title; null when the dialog is closed. */
  model: ModelWithSpecs | null;
  onClose: () => void;
}

export function ModelSpecsDialog({ model: chosen, onClose }: Props) {
  const phone = useMediaQuery('(max-width: 48em)');
  const model = useLastDefined(chosen);
  return (
    <Modal opened={chosen !== null} onClose={onClose} size="48rem" fullScreen={phone} title={model ? `Specs of ${modelName(model)} (${model.code})` : 'Specs'}>
      {model && <ModelSpecsBody key={model.id} modelId={model.id} />}
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>Done</Button>
      </Group>
    </Modal>
  );
}
