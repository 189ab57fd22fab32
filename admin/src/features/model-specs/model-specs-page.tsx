// The Model Specs screen (docs/back-office.md, Model specs): every model with its specs as chips in
// the model's order, an edit action per model opening the spec dialog, and Update Acoustic.
import { Group, Stack, Title } from '@mantine/core';
import { type HttpError, useList } from '@refinedev/core';
import { useState } from 'react';
import { entities } from '../../../../shared/generated/entities.ts';
import { FilterBox } from '../../screens/filter-box.tsx';
import { failed } from '../../lib/notices.ts';
import { SyncButtons } from '../../screens/sync-buttons.tsx';
import { ModelSpecsDialog } from './model-specs-dialog.tsx';
import { MODELS, type ModelWithSpecs, SPECS } from './model-spec-types.ts';
import { ModelsTable } from './models-table.tsx';

/** The list holds every model, so the filter runs here rather than on the server. */
const matches = (model: ModelWithSpecs, text: string) => [model.model, model.variant, model.code].some((value) => value?.toLowerCase().includes(text));

export default function ModelSpecsPage() {
  const [editing, setEditing] = useState<ModelWithSpecs | null>(null);
  const [filter, setFilter] = useState('');
  const { result, query } = useList<ModelWithSpecs, HttpError>({
    resource: MODELS,
    pagination: { mode: 'off' },
    errorNotification: (error) => failed('The models could not be loaded', error),
  });
  const text = filter.trim().toLowerCase();
  const models = text ? result.data.filter((model) => matches(model, text)) : result.data;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Model Specs</Title>
        {/* The specs are what Acoustic holds for the model pages (PUT /api/specs/sync). */}
        <SyncButtons resource={SPECS} targets={entities.spec.sync} />
      </Group>
      <FilterBox label="Models" value={filter} onSearch={setFilter} />
      <ModelsTable
        models={models}
        loading={query.isLoading}
        error={query.error}
        onRetry={() => void query.refetch()}
        search={filter.trim()}
        onEdit={setEditing}
      />
      <ModelSpecsDialog model={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
