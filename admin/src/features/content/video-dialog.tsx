// Add or edit a how-to video (docs/owner-app.md 2.15): its model line, title, a YouTube or Vimeo
// address or an uploaded WebM/MP4 file, disclaimer, thumbnail (stored at 490x275), whether it
// plays first for its model, and its categories from the category documents. One form to the
// server (content/videos), which answers every problem under its field.
import { Button, Checkbox, FileInput, Group, Image, Modal, MultiSelect, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { type BaseRecord, useList } from '@refinedev/core';
import { type FormEvent, useState } from 'react';
import { CONTENT_TYPES, type VideoElements } from '../../../../shared/content.ts';
import { MAX_VIDEO_BYTES, VIDEO_TEXT_LIMITS, VIDEO_TOO_LARGE } from '../../../../shared/content-uploads.ts';
import { photoProblem } from '../../../../shared/vehicle-photo.ts';
import { useCatalogueOptions } from './catalogue-options.ts';
import { useContentForm } from './use-content-form.ts';

interface Props {
  /** The video document to edit; none to add one. */
  record: BaseRecord | undefined;
  opened: boolean;
  onClose: () => void;
}

type Values = Omit<VideoElements, 'thumbnail'> & { published: boolean };

const valuesOf = (record: BaseRecord | undefined): Values => {
  const e = (record?.elements ?? {}) as Partial<VideoElements>;
  return {
    model: e.model ?? '',
    videoTitle: e.videoTitle ?? '',
    videoUrl: e.videoUrl ?? '',
    disclaimer: e.disclaimer ?? '',
    default: e.default === true,
    categories: e.categories ?? [],
    published: record?.published !== false,
  };
};

function VideoForm({ record, onDone }: { record: BaseRecord | undefined; onDone: () => void }) {
  const catalogue = useCatalogueOptions();
  const categories = useList<{ name: string }>({
    resource: 'contentdocuments',
    filters: [{ field: 'type', operator: 'eq', value: CONTENT_TYPES.videoCategory }],
    pagination: { mode: 'off' },
  });
  const { send, sending, errors, refuse, clear } = useContentForm('Video');
  const [values, setValues] = useState(() => valuesOf(record));
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [videoFile, setVideoFile] = useState<File | null>(null);
  const current = (record?.elements as Partial<VideoElements> | undefined)?.thumbnail?.url;
  const set = <K extends keyof Values>(field: K, value: Values[K], errorField: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(errorField);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const tooLarge = thumbnail ? photoProblem(thumbnail) : videoFile && videoFile.size >= MAX_VIDEO_BYTES ? VIDEO_TOO_LARGE : undefined;
    if (tooLarge) return refuse(thumbnail && photoProblem(thumbnail) ? 'thumbnail' : 'video_file', tooLarge);
    const form = new FormData();
    const fields = {
      model: values.model,
      video_title: values.videoTitle,
      video_url: values.videoUrl,
      disclaimer: values.disclaimer,
      default: String(values.default),
      published: String(values.published),
      categories: JSON.stringify(values.categories),
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (thumbnail) form.append('thumbnail', thumbnail);
    if (videoFile) form.append('video_file', videoFile);
    const saved = record
      ? await send('put', `/content/videos/${encodeURIComponent(String(record.document_key))}`, form)
      : await send('post', '/content/videos', form);
    if (saved) onDone();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={record ? 'Edit the video' : 'New video'}>
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
        <TextInput
          label="Video address"
          description="A YouTube or Vimeo address, or the address of a file uploaded before; leave empty when uploading a file."
          maxLength={VIDEO_TEXT_LIMITS.video_url}
          value={values.videoUrl}
          error={errors.video_url?.[0]}
          onChange={(e) => set('videoUrl', e.currentTarget.value, 'video_url')}
        />
        <FileInput
          label="Or upload a video file (WebM or MP4, under 100 MB)"
          clearable
          accept="video/webm,video/mp4"
          placeholder="Choose a file"
          value={videoFile}
          error={errors.video_file?.[0]}
          onChange={(f) => (setVideoFile(f), clear('video_file'), clear('video_url'))}
        />
        <Textarea
          label="Disclaimer"
          autosize
          minRows={2}
          maxLength={VIDEO_TEXT_LIMITS.disclaimer}
          value={values.disclaimer}
          error={errors.disclaimer?.[0]}
          onChange={(e) => set('disclaimer', e.currentTarget.value, 'disclaimer')}
        />
        <Group align="flex-end" wrap="nowrap">
          {current && !thumbnail && <Image src={current} alt="Current thumbnail" w={98} h={55} radius="sm" />}
          <FileInput
            style={{ flex: 1 }}
            label={current ? 'Replace the thumbnail (an image under 20 MB)' : 'Thumbnail (an image under 20 MB; stored at 490x275)'}
            withAsterisk={!current}
            clearable
            accept="image/*"
            placeholder="Choose an image"
            value={thumbnail}
            error={errors.thumbnail?.[0]}
            onChange={(f) => (setThumbnail(f), clear('thumbnail'))}
          />
        </Group>
        <MultiSelect
          label="Categories"
          placeholder={values.categories.length ? undefined : 'Choose categories'}
          data={[...new Set(categories.result.data.map((c) => c.name))]}
          value={values.categories}
          error={errors.categories?.[0]}
          onChange={(chosen) => set('categories', chosen, 'categories')}
        />
        <Checkbox
          label="Plays first for its model (the default video)"
          checked={values.default}
          onChange={(e) => set('default', e.currentTarget.checked, 'default')}
        />
        <Checkbox label="Published" checked={values.published} onChange={(e) => set('published', e.currentTarget.checked, 'published')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" loading={sending}>
            {record ? 'Save' : 'Add'}
          </Button>
        </Group>
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
