// The create and edit dialog of a generic screen. Its form (RJSF) is its own chunk, loaded the
// first time a dialog opens, so the list screens stay light.
import { Box, Modal } from '@mantine/core';
import type { BaseRecord } from '@refinedev/core';
import { lazy, Suspense } from 'react';
import { withArticle } from '../lib/format.ts';
import { useLastDefined } from '../lib/use-last-defined.ts';
import { Loading } from '../shell/loading.tsx';
import type { Definition } from './definitions.ts';

const RecordForm = lazy(() => import('../forms/record-form.tsx'));

/** Closed (null), adding (no record; the values it starts with, and what it is sent with besides its form) or editing the record of a row. */
export type DialogState = { record?: BaseRecord; defaults?: Record<string, unknown>; sends?: Record<string, unknown> } | null;

/** Long forms (a model's fifty fields) get a wide dialog and two columns. */
const WIDE_FROM = 16;

export function RecordDialog({ definition, state, onClose }: { definition: Definition; state: DialogState; onClose: () => void }) {
  // The last state stays on screen while the dialog fades out, so its title does not flicker.
  const shown = useLastDefined(state);
  const record = shown?.record;
  const wide = ((definition.uiSchema['ui:order'] as string[] | undefined)?.length ?? 0) > WIDE_FROM;
  const title = record ? `Edit ${definition.nameOf(record)}` : `Add ${withArticle(definition.singular.toLowerCase())}`;

  return (
    <Modal
      opened={state !== null}
      onClose={onClose}
      title={title}
      size={wide ? 'xl' : 'lg'}
      closeOnClickOutside={false}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {record && definition.summary && <Box mb="md">{definition.summary(record)}</Box>}
      {shown && (
        <Suspense fallback={<Loading />}>
          <RecordForm
            key={String(record?.id ?? 'new')}
            definition={definition}
            id={record?.id}
            defaults={shown.defaults}
            sends={shown.sends}
            wide={wide}
            onDone={onClose}
          />
        </Suspense>
      )}
    </Modal>
  );
}
