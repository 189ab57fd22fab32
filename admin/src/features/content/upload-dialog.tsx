// Upload a vehicle image (a model code and one of its colours, an image under 20 MB, stored at
// 528x297) or an owner's manual (a model code, a title, a PDF under 50 MB): one dialog, the kind
// deciding its second field. The file is checked here first, then by the server; a refusal shows
// under its field and the dialog stays open with what was chosen.
import { FileInput, Modal, Select, Stack } from '@mantine/core';
import { useCatalogueOptions } from './catalogue-options.ts';
import { DialogButtons } from './dialog-buttons.tsx';
import { ColourSelect, ManualTitleInput } from './upload-fields.tsx';
import { KINDS, type UploadKind } from './upload-kinds.ts';
import { useUploadForm } from './use-upload-form.ts';

export function UploadDialog({ kind, opened, onClose }: { kind: UploadKind; opened: boolean; onClose: () => void }) {
  const config = KINDS[kind];
  const catalogue = useCatalogueOptions();
  const upload = useUploadForm(kind, onClose);

  return (
    <Modal
      opened={opened}
      onClose={upload.close}
      title={config.title}
      closeOnClickOutside={false}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form onSubmit={upload.submit} noValidate aria-label={config.title}>
        <Stack>
          <Select
            label="Model code"
            withAsterisk
            searchable
            data-autofocus
            data={catalogue.codes}
            value={upload.modelCode}
            error={upload.errors.model_code?.[0]}
            onChange={upload.chooseModelCode}
          />
          {kind === 'vehicle-image' ? <ColourSelect upload={upload} coloursOf={catalogue.coloursOf} /> : <ManualTitleInput upload={upload} />}
          <FileInput
            label={config.fileLabel}
            withAsterisk
            clearable
            accept={config.accept}
            placeholder="Choose a file"
            value={upload.file}
            error={upload.errors.file?.[0]}
            onChange={upload.chooseFile}
          />
          <DialogButtons sending={upload.sending} onCancel={upload.close}>
            Upload
          </DialogButtons>
        </Stack>
      </form>
    </Modal>
  );
}
