// The state and the submit of the video form: the document's values, the two files it may send (a
// thumbnail, a video file), each field's problem cleared as it changes, a file too large refused
// before anything is sent, then one multipart form to the server.
import type { BaseRecord } from '@refinedev/core';
import { type FormEvent, useState } from 'react';
import type { VideoElements } from '../../../../shared/content.ts';
import { MAX_VIDEO_BYTES, VIDEO_TOO_LARGE } from '../../../../shared/content-uploads.ts';
import { photoProblem } from '../../../../shared/vehicle-photo.ts';
import { useContentForm } from './use-content-form.ts';

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

/** The form the server reads: the values under its field names, and the files chosen. */
function formOf(values: Values, thumbnail: File | null, videoFile: File | null): FormData {
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
  return form;
}

export function useVideoForm(record: BaseRecord | undefined, onDone: () => void) {
  const { send, sending, errors, refuse, clear } = useContentForm('Video');
  const [values, setValues] = useState(() => valuesOf(record));
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [videoFile, setVideoFile] = useState<File | null>(null);
  const set = <K extends keyof Values>(field: K, value: Values[K], errorField: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(errorField);
  };
  const chooseThumbnail = (file: File | null) => {
    setThumbnail(file);
    clear('thumbnail');
  };
  // A file takes the place of an address: the address's problem goes with the file's.
  const chooseVideoFile = (file: File | null) => {
    setVideoFile(file);
    clear('video_file');
    clear('video_url');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const tooLarge = thumbnail ? photoProblem(thumbnail) : videoFile && videoFile.size >= MAX_VIDEO_BYTES ? VIDEO_TOO_LARGE : undefined;
    if (tooLarge) return refuse(thumbnail && photoProblem(thumbnail) ? 'thumbnail' : 'video_file', tooLarge);
    const form = formOf(values, thumbnail, videoFile);
    const saved = record
      ? await send('put', `/content/videos/${encodeURIComponent(String(record.document_key))}`, form)
      : await send('post', '/content/videos', form);
    if (saved) onDone();
  };

  return { values, set, thumbnail, chooseThumbnail, videoFile, chooseVideoFile, errors, sending, submit };
}

export type VideoFormState = ReturnType<typeof useVideoForm>;
