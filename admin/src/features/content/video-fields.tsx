// The video form's parts of more than one input: where the video is (an address, or a file to
// upload), the thumbnail beside the current one, and the categories from the category documents.
import { FileInput, Group, Image, MultiSelect, TextInput } from '@mantine/core';
import { useList } from '@refinedev/core';
import { CONTENT_TYPES } from '../../../../shared/content.ts';
import { VIDEO_TEXT_LIMITS } from '../../../../shared/content-uploads.ts';
import type { VideoFormState } from './use-video-form.ts';

export function VideoSourceFields({ form }: { form: VideoFormState }) {
  const { values, set, videoFile, chooseVideoFile, errors } = form;
  return (
    <>
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
        onChange={chooseVideoFile}
      />
    </>
  );
}

/** The thumbnail to send; `current`, the one the video has, shows until another is chosen. */
export function VideoThumbnailField({ form, current }: { form: VideoFormState; current: string | undefined }) {
  const { thumbnail, chooseThumbnail, errors } = form;
  return (
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
        onChange={chooseThumbnail}
      />
    </Group>
  );
}

export function VideoCategoriesSelect({ form }: { form: VideoFormState }) {
  const { values, set, errors } = form;
  const categories = useList<{ name: string }>({
    resource: 'contentdocuments',
    filters: [{ field: 'type', operator: 'eq', value: CONTENT_TYPES.videoCategory }],
    pagination: { mode: 'off' },
  });
  return (
    <MultiSelect
      label="Categories"
      placeholder={values.categories.length ? undefined : 'Choose categories'}
      data={[...new Set(categories.result.data.map((c) => c.name))]}
      value={values.categories}
      error={errors.categories?.[0]}
      onChange={(chosen) => set('categories', chosen, 'categories')}
    />
  );
}
