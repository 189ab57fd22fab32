// Upload a vehicle image (a model code and one of its colours, an image under 20 MB, stored at
// 528x297) or an owner's manual (a model code, a title, a PDF under 50 MB): one dialog, the kind
// deciding its second field. The file is checked here first, then by the server; a refusal shows
// under its field and the dialog stays open with what was chosen.
import { Button, FileInput, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { MANUAL_TOO_LARGE, MAX_MANUAL_BYTES, MAX_TITLE, NOT_A_PDF } from '../../../../shared/content-uploads.ts';
import { photoProblem } from '../../../../shared/vehicle-photo.ts';
import { useCatalogueOptions } from './catalogue-options.ts';
import { useContentForm } from './use-content-form.ts';

export type UploadKind = 'vehicle-image' | 'owner-manual';

const KINDS: Record<UploadKind, { title: string; what: string; accept: string; fileLabel: string; problem: (file: File) => string | undefined }> = {
  'vehicle-image': {
    title: 'Upload a vehicle image',
    what: 'Vehicle image',
    accept: 'image/*',
    fileLabel: 'Image (under 20 MB; stored at 528x297)',
    problem: photoProblem,
  },
  'owner-manual': {
    title: 'Upload an owner’s manual',
    what: 'Owner’s manual',
    accept: 'application/pdf,.pdf',
    fileLabel: 'Manual (a PDF under 50 MB)',
    problem: (file) =>
      file.size >= MAX_MANUAL_BYTES ? MANUAL_TOO_LARGE : file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name) ? NOT_A_PDF : undefined,
  },
};

export function UploadDialog({ kind, opened, onClose }: { kind: UploadKind; opened: boolean; onClose: () => void }) {
  const config = KINDS[kind];
  const catalogue = useCatalogueOptions();
  const { send, sending, errors, refuse, clear } = useContentForm(config.what);
  const [modelCode, setModelCode] = useState<string | null>(null);
  const [colourCode, setColourCode] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);

  const close = () => {
    if (sending) return;
    setModelCode(null);
    setColourCode(null);
    setTitle('');
    setFile(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!modelCode) return refuse('model_code', 'Please choose a model code.');
    if (kind === 'vehicle-image' && !colourCode) return refuse('colour_code', 'Please choose a colour.');
    if (!file) return refuse('file', 'Please choose a file.');
    const problem = config.problem(file);
    if (problem) return refuse('file', problem);
    const form = new FormData();
    form.append('kind', kind);
    form.append('model_code', modelCode);
    if (kind === 'vehicle-image') form.append('colour_code', colourCode!);
    else if (title.trim()) form.append('title', title.trim());
    form.append('file', file);
    if (await send('post', '/content/uploads', form)) close();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={config.title}
      closeOnClickOutside={false}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form onSubmit={submit} noValidate aria-label={config.title}>
        <Stack>
          <Select
            label="Model code"
            withAsterisk
            searchable
            data-autofocus
            data={catalogue.codes}
            value={modelCode}
            error={errors.model_code?.[0]}
            onChange={(code) => {
              setModelCode(code);
              setColourCode(null);
              clear('model_code');
            }}
          />
          {kind === 'vehicle-image' ? (
            <Select
              label="Colour"
              withAsterisk
              searchable
              disabled={!modelCode}
              description={modelCode ? 'The colours this model code is offered in.' : 'Choose the model code first.'}
              data={catalogue.coloursOf(modelCode)}
              value={colourCode}
              error={errors.colour_code?.[0]}
              onChange={(code) => {
                setColourCode(code);
                clear('colour_code');
              }}
            />
          ) : (
            <TextInput
              label="Title"
              description="Leave empty for “<model> <variant> Owner’s Manual”."
              maxLength={MAX_TITLE}
              value={title}
              error={errors.title?.[0]}
              onChange={(e) => setTitle(e.currentTarget.value)}
            />
          )}
          <FileInput
            label={config.fileLabel}
            withAsterisk
            clearable
            accept={config.accept}
            placeholder="Choose a file"
            value={file}
            error={errors.file?.[0]}
            onChange={(chosen) => {
              setFile(chosen);
              clear('file');
              const problem = chosen && config.problem(chosen);
              if (problem) refuse('file', problem);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={sending}>
              Cancel
            </Button>
            <Button type="submit" loading={sending}>
              Upload
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
