// Add or edit a how-to video (docs/owner-app.md 2.15): its model line, title, a YouTube or Vimeo
// address or an uploaded WebM/MP4 file, disclaimer, thumbnail (stored at 490x275), whether it
// plays first for its model, and its categories from the category documents. One form to the
// server (content/videos), which answers every problem under its field.
import { Checkbox, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import type { BaseRecord } from '@refinedev/core';
import type { VideoElements } from '../../../../shared/content.ts';
import { VIDEO_TEXT_LIMITS } from '../../../../shared/content-uploads.ts';
import { useCatalogueOptions } from './catalogue-options.ts';
import { DialogButtons } from './dialog-buttons.tsx';
import { useVideoForm } from './use-video-form.ts';
import { VideoCategoriesSelect, VideoSourceFields, VideoThumbnailField } from './video-fields.tsx';

interface Props {
  /** The video document to edit; none to add one. */
  record: BaseRecord | undefined;
  opened: boolean;
  onClose: () => void;
}

function VideoForm({ record, onDone }: { record: BaseRecord | undefined; onDone: () => void }) {
  const catalogue = useCatalogueOptions();
  const form = useVideoForm(record, onDone);
  const { values, set, errors } = form;
  const current = (record?.elements as Partial<VideoElements> | undefined)?.thumbnail?.url;

  return (
    <form onSubmit={form.submit} noValidate aria-label={record ? 'Edit the video' : 'New video'}>
      <Stack>
        <Select
          label="Model"
          withAsterisk
          searchable
          data-autofocus
          data={catalogue.lines}
          value={values.model || null}
          error={errors.model?.[0]}
          onChange={(m) => set('model', m ?? '', 'model')}
        />
        <TextInput
          label="Title"
          withAsterisk
          maxLength={VIDEO_TEXT_LIMITS.video_title}
          value={values.videoTitle}
          error={errors.video_title?.[0]}
          onChange={(e) => set('videoTitle', e.currentTarget.value, 'video_title')}
        />
        <VideoSourceFields form={form} />
        <Textarea
          label="Disclaimer"
          autosize
          minRows={2}
          maxLength={VIDEO_TEXT_LIMITS.disclaimer}
          value={values.disclaimer}
          error={errors.disclaimer?.[0]}
          onChange={(e) => set('disclaimer', e.currentTarget.value, 'disclaimer')}
        />
        <VideoThumbnailField form={form} current={current} />
        <VideoCategoriesSelect form={form} />
        <Checkbox
          label="Plays first for its model (the default video)"
          checked={values.default}
          onChange={(e) => set('default', e.currentTarget.checked, 'default')}
        />
        <Checkbox label="Published" checked={values.published} onChange={(e) => set('published', e.currentTarget.checked, 'published')} />
        <DialogButtons sending={form.sending} onCancel={onDone}>
          {record ? 'Save' : 'Add'}
        </DialogButtons>
      </Stack>
    </form>
  );
}

export function VideoDialog({ record, opened, onClose }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={record ? `Edit ${String(record.name)}` : 'Add a video'}
      size="lg"
      closeOnClickOutside={false}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {opened && <VideoForm key={String(record?.id ?? 'new')} record={record} onDone={onClose} />}
    </Modal>
  );
}
